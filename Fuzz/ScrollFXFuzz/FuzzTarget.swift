// libFuzzer entry point: one input is one request to the API's router, in process.
//
// The first byte picks the endpoint and the answer type (bit 0x20 turns /v1/frame and
// /v1/frames into /v1/preview, which takes the same bodies); the rest is the body.
// Whatever the bytes, the router must answer with a status the contract allows,
// a problem+json body for every error, and for every 200 a body that parses as
// what it says it is (JSON, CSS or SVG) and holds only finite numbers; anything
// else, and any crash, leak or hang, is a finding. Built and run by scripts/fuzz.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Logging
import MicroHTTP
import ScrollFX
import ScrollFXServer
import StrictJSON

/// The built-in presets, so seeds naming them get past validation.
private let presets = SceneService.shippedPresets

/// Tighter caps than the service's defaults keep every execution short, so the run spends its time
/// on new inputs rather than on a few large timelines (the caps' own paths are still exercised).
private let limits = ServiceLimits(
    scene: SceneLimits(maxTimelineKeyframes: 2_000), maxListedItems: 2_000, computeDeadline: .milliseconds(20)
)

private let router = Router(
    service: SceneService(limits: limits, presets: presets),
    logger: Logger(label: "fuzz") { _ in SwiftLogNoOpLogHandler() }
)
private let paths = ["/v1/frame", "/v1/frames", "/v1/snap", "/v1/timeline"]
private let allowed: Set<Int> = [200, 400, 413, 415, 422, 503]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let selector = bytes.first else { return 0 }
    var headers: HTTPHeaders = ["Content-Type": "application/json"]
    if selector & 0x10 != 0 { headers.add(name: "Accept", value: "text/css") }
    var path = paths[Int(selector) % paths.count]
    if selector & 0x20 != 0, path == "/v1/frame" || path == "/v1/frames" { path = "/v1/preview" }
    let request = HTTPRequest(method: "POST", path: path, headers: headers, body: Array(bytes.dropFirst()))
    let response = router.respond(to: request)
    guard allowed.contains(response.status) else {
        fatalError("status \(response.status) for \(request.path): \(String(decoding: response.body, as: UTF8.self))")
    }
    if response.status != 200, response.headers["Content-Type"] != "application/problem+json" {
        fatalError("error \(response.status) without problem+json")
    }
    if response.status == 200, let fault = AnswerCheck.fault(in: response, for: request.body) {
        fatalError("200 from \(request.path) with \(fault): \(String(decoding: response.body.prefix(2_000), as: UTF8.self))")
    }
    return 0
}

/// What makes a 200 answer wrong whatever the request: a body that does not parse as its type, or a number that
/// is not finite.
private enum AnswerCheck {
    /// `body` is the request's: what it names (ids) comes back in the answer, so words it holds are not findings.
    static func fault(in response: HTTPResponse, for body: [UInt8]) -> String? {
        let type = response.headers["Content-Type"] ?? ""
        if type.hasPrefix("application/json") {
            // The strict parser refuses NaN and Infinity, which JSON cannot carry.
            return (try? JSONParser.parse(response.body, maxDepth: 1_000)) == nil ? "JSON that does not parse" : nil
        }
        // CSS and SVG carry numbers as text: NaN and infinity would print as words.
        if hasNonFiniteWord(response.body), !hasNonFiniteWord(body) { return "a number that is not finite" }
        if type.hasPrefix("text/css") { return bracesBalance(css: response.body) ? nil : "CSS whose braces do not balance" }
        if type.hasPrefix("image/svg+xml") {
            return XMLParser(data: Data(response.body)).parse() ? nil : "SVG that is not well-formed XML"
        }
        return "an unknown content type \(type)"
    }

    /// Whether every rule's braces close, outside strings (which carry ids, braces and all) and comments.
    private static func bracesBalance(css bytes: [UInt8]) -> Bool {
        var (depth, index, rules) = (0, 0, 0)
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 1
            case UInt8(ascii: "{"): depth += 1; rules += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
            index += 1
        }
        return depth == 0 && rules > 0
    }

    /// Whether `bytes` hold the word `nan` or `inf` (any case) standing alone, as a number printed from NaN or infinity.
    private static func hasNonFiniteWord(_ bytes: [UInt8]) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        var index = 0
        while index + 3 <= bytes.count {
            let word = (bytes[index] | 0x20, bytes[index + 1] | 0x20, bytes[index + 2] | 0x20)
            let alone = (index == 0 || !isWordByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "-"))
                && (index + 3 == bytes.count || !isWordByte(bytes[index + 3]))
            if alone, word == (UInt8(ascii: "n"), UInt8(ascii: "a"), UInt8(ascii: "n")) || word == (UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "f")) {
                // A minus sign before it belongs to the number, but not a hyphen inside an identifier.
                if index < 2 || bytes[index - 1] != UInt8(ascii: "-") || !isWordByte(bytes[index - 2]) { return true }
            }
            index += 1
        }
        return false
    }
}

// SwiftPM links an executable's entry point as `<target>_main` (so tests can import
// executables); hand it to libFuzzer's driver, which parses the flags and runs `fuzz`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt
) -> CInt

@_cdecl("ScrollFXFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { fuzz($0, $1) }
}
