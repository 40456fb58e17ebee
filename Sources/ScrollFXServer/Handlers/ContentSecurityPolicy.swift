import Crypto
import Foundation
import ScrollFX

/// The `Content-Security-Policy` of a document the service serves (the playground, a timeline page, a preview): its
/// own origin at most, never in a frame, no plugins, no `<base>`, no form posts, and each inline `<script>` and
/// `<style>` admitted by the SHA-256 of the text its writer put there, never of what is found in the finished
/// document (which would admit whatever an input slipped into it).
enum ContentSecurityPolicy {
    /// The policy admitting the inline `scripts` and `styles` given: `fetches` says whether the document may load
    /// scripts, styles, images and data from its own origin (the playground calls the API), `styleAttributes` whether
    /// `style` attributes apply (a timeline page's items carry their index as one; an attribute cannot load or run
    /// anything). `inMeta` leaves out `frame-ancestors`, which a `<meta>` element cannot set.
    static func policy(scripts: [String] = [], styles: [String] = [], fetches: Bool, styleAttributes: Bool = false, inMeta: Bool = false) -> String {
        let own = fetches ? ["'self'"] : []
        let scripts = own + scripts.map(source), styles = own + styles.map(source)
        return [
            "default-src \(own.first ?? "'none'")",
            "script-src \(scripts.isEmpty ? "'none'" : scripts.joined(separator: " "))",
            "style-src \(styles.isEmpty ? "'none'" : styles.joined(separator: " "))",
            styleAttributes ? "style-src-attr 'unsafe-inline'" : nil,
            fetches ? "img-src 'self' data: blob:" : nil,
            "object-src 'none'", "base-uri 'none'", "form-action 'none'", inMeta ? nil : "frame-ancestors 'none'",
        ].compactMap { $0 }.joined(separator: "; ")
    }

    /// A timeline page's text and its policy, the text carrying the policy too in a `<meta>` element first in its
    /// head, so that a page saved to a file or served from elsewhere keeps it.
    static func page(_ page: HTMLDocument) -> (text: String, policy: String) {
        let (scripts, styles) = (page.scripts, page.styles)
        let meta = "<meta http-equiv=\"Content-Security-Policy\" content=\""
            + policy(scripts: scripts, styles: styles, fetches: false, styleAttributes: true, inMeta: true) + "\">\n"
        // The page's writer starts every page with this line; the policy holds no `"`, `<` or `&` (base64 and keywords).
        let charset = "<meta charset=\"utf-8\">\n"
        var text = page.text
        if let line = text.utf8.firstRange(of: charset.utf8) {
            text.insert(contentsOf: meta, at: line.upperBound)
        }
        return (text, policy(scripts: scripts, styles: styles, fetches: false, styleAttributes: true))
    }

    /// The text of each `<tag …>` element of a fixed document of the service's own (the playground, compiled in) that
    /// runs or applies inline: not a script with `src` or a data block (`type="application/json"`), which need no hash.
    /// The text runs to the first `</tag`, as the HTML parser reads it.
    static func inline(_ tag: String, in bytes: [UInt8]) -> [String] {
        let open = Array("<\(tag)".utf8), close = Array("</\(tag)".utf8)
        var found: [String] = [], at = 0
        while let start = firstIndex(of: open, in: bytes, from: at) {
            guard start + open.count < bytes.count, [UInt8(ascii: ">"), UInt8(ascii: " ")].contains(bytes[start + open.count]),
                  let tagEnd = bytes[(start + open.count)...].firstIndex(of: UInt8(ascii: ">")) else {
                at = start + open.count
                continue
            }
            let attributes = String(decoding: bytes[(start + open.count)..<tagEnd], as: UTF8.self)
            let end = firstIndex(of: close, in: bytes, from: tagEnd + 1) ?? bytes.count
            if !attributes.contains("src=") && !attributes.contains("application/json") {
                found.append(String(decoding: bytes[(tagEnd + 1)..<end], as: UTF8.self))
            }
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
    private static func source(_ text: String) -> String {
        "'sha256-\(Data(SHA256.hash(data: Array(text.utf8))).base64EncodedString())'"
    }
}
