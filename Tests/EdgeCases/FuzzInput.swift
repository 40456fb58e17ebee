/// One fuzz input as a request: the first byte picks the endpoint and the answer type, the rest is the body.
///
/// The low four bits pick the path (modulo the five below); bit 0x10 asks for CSS (`Accept: text/css`, which
/// `/v1/timeline` answers and the others refuse with 406); bit 0x20 turns `/v1/frame` and `/v1/frames` into
/// `/v1/preview`, which takes the same bodies. The seeds of `Fuzz/corpus` are written this way.
public struct FuzzInput: Sendable {
    public static let paths = ["/v1/frame", "/v1/frames", "/v1/snap", "/v1/timeline", "/v1/locate"]

    public var path: String
    public var acceptsCSS: Bool
    public var body: [UInt8]

    /// Reads an input; nil when it is empty.
    public init?(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return nil }
        path = Self.paths[Int(selector & 0x0F) % Self.paths.count]
        if selector & 0x20 != 0, path == "/v1/frame" || path == "/v1/frames" { path = "/v1/preview" }
        acceptsCSS = selector & 0x10 != 0
        body = Array(bytes.dropFirst())
    }
}
