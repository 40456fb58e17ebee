import ArgumentParser
import ScrollFXServer

/// `scrollfx preview`: reads a scene (with `offsets` for a filmstrip) on standard input and writes its
/// frames drawn as SVG on standard output, as `POST /v1/preview` answers it (see ``StandardInputOptions``).
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw the frame of a scene read on standard input as SVG (as POST /v1/preview does)."
    )

    @OptionGroup var options: StandardInputOptions

    func run() async throws {
        try await options.answer { service, body throws(Problem) in Array(try service.previewSVG(body: body).utf8) }
    }
}
