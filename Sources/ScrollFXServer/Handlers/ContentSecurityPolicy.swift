import Crypto
import Foundation

/// The `Content-Security-Policy` of a document the service serves (the playground, a timeline page, a preview): its
/// own origin at most, never in a frame, no plugins, no `<base>`, no form posts, and each inline `<script>` and
/// `<style>` admitted by the SHA-256 of its text, found in the document as a browser finds it.
enum ContentSecurityPolicy {
    /// The policy for `document`: `fetches` says whether it may load scripts, styles, images and data from its own
    /// origin (the playground calls the API), `styleAttributes` whether `style` attributes apply (a timeline page's
    /// items carry their index as one; an attribute cannot load or run anything).
    static func policy(for document: [UInt8], fetches: Bool, styleAttributes: Bool = false) -> String {
        let own = fetches ? "'self'" : nil
        let scripts = [own].compactMap { $0 } + inline("script", in: document).map(source)
        let styles = [own].compactMap { $0 } + inline("style", in: document).map(source)
        return [
            "default-src \(own ?? "'none'")",
            "script-src \(scripts.isEmpty ? "'none'" : scripts.joined(separator: " "))",
            "style-src \(styles.isEmpty ? "'none'" : styles.joined(separator: " "))",
            styleAttributes ? "style-src-attr 'unsafe-inline'" : nil,
            fetches ? "img-src 'self' data: blob:" : nil,
            "object-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
        ].compactMap { $0 }.joined(separator: "; ")
    }

    /// The text of each `<tag …>` element that runs or applies inline: not a script with `src` or a data block
    /// (`type="application/json"`), which need no hash. The text runs to the first `</tag`, as the HTML parser reads it.
    static func inline(_ tag: String, in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let open = Array("<\(tag)".utf8), close = Array("</\(tag)".utf8)
        var found: [ArraySlice<UInt8>] = [], at = 0
        while let start = firstIndex(of: open, in: bytes, from: at) {
            guard start + open.count < bytes.count, [UInt8(ascii: ">"), UInt8(ascii: " ")].contains(bytes[start + open.count]),
                  let tagEnd = bytes[(start + open.count)...].firstIndex(of: UInt8(ascii: ">")) else {
                at = start + open.count
                continue
            }
            let attributes = String(decoding: bytes[(start + open.count)..<tagEnd], as: UTF8.self)
            let end = firstIndex(of: close, in: bytes, from: tagEnd + 1) ?? bytes.count
            if !attributes.contains("src=") && !attributes.contains("application/json") { found.append(bytes[(tagEnd + 1)..<end]) }
            at = end
        }
        return found
    }

    /// The first index of `needle` in `bytes` at or after `from`.
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = from
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// `'sha256-…'`: the source expression admitting an element whose text is `text`.
    private static func source(_ text: ArraySlice<UInt8>) -> String {
        "'sha256-\(Data(SHA256.hash(data: text)).base64EncodedString())'"
    }
}
