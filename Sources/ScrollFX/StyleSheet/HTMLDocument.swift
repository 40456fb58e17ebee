/// An HTML document as its writer made it, with the text of each inline `<script>` that runs and each `<style>` it
/// wrote: a `Content-Security-Policy` built from these admits only the writer's own elements, never one an input
/// could have slipped into the document.
public struct HTMLDocument: Sendable, Equatable {
    /// The whole document.
    public let text: String
    /// The text of each inline script the writer wrote that runs (not its JSON data blocks), as in the document.
    public let scripts: [String]
    /// The text of each inline style element the writer wrote, as in the document.
    public let styles: [String]

    /// A document of `text` whose writer put exactly `scripts` and `styles` in it.
    public init(text: String, scripts: [String], styles: [String]) {
        self.text = text
        self.scripts = scripts
        self.styles = styles
    }
}
