// libFuzzer entry point: one input is one request to the API's router, in process.
//
// The first byte picks the endpoint and the answer type (EdgeCases' `FuzzInput`: the five POST endpoints,
// CSS, and /v1/preview for the bodies of /v1/frame and /v1/frames); the rest is the body. Whatever the bytes,
// the router must answer with a status the contract allows, a problem+json body for every error, and for
// every 200 a body that parses as what it says it is (JSON, CSS or SVG), holds only finite numbers, and keeps
// the contract's range (docs/contract.md#units-spaces-and-offsets: offsets within ±1e15, indices exact within ±2^53); anything else, and any crash, leak or
// hang, is a finding. A third of the mutations write a number at the edges of the number line (EdgeNumbers:
// 0, subnormals, 2^53 + 1, ±1e15, 2^63 − 1, 1e300) over one of the input's numbers; the rest are libFuzzer's
// own. Built and run by scripts/fuzz.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import EdgeCases
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
private let allowed: Set<Int> = [200, 400, 406, 413, 415, 422, 503]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let input = FuzzInput(Array(UnsafeRawBufferPointer(start: start, count: count))) else { return 0 }
    var headers: HTTPHeaders = ["Content-Type": "application/json"]
    if input.acceptsCSS { headers.add(name: "Accept", value: "text/css") }
    let request = HTTPRequest(method: "POST", path: input.path, headers: headers, body: input.body)
    let response = router.respond(to: request)
    guard allowed.contains(response.status) else {
        fatalError("status \(response.status) for \(request.path): \(String(decoding: response.body, as: UTF8.self))")
    }
    if response.status != 200, response.headers["Content-Type"] != "application/problem+json" {
        fatalError("error \(response.status) without problem+json")
    }
    if response.status == 200, let fault = AnswerCheck.fault(in: response, for: request.body, at: request.path) {
        fatalError("200 from \(request.path) with \(fault): \(String(decoding: response.body.prefix(2_000), as: UTF8.self))")
    }
    return 0
}

/// What makes a 200 answer wrong whatever the request: a body that does not parse as its type, or a number that
/// is not finite.
private enum AnswerCheck {
    /// `body` is the request's: what it names (ids) comes back in the answer, so words it holds are not findings.
    static func fault(in response: HTTPResponse, for body: [UInt8], at path: String) -> String? {
        let type = response.headers["Content-Type"] ?? ""
        if type.hasPrefix("application/json") {
            // The strict parser refuses NaN and Infinity, which JSON cannot carry.
            guard (try? JSONParser.parse(response.body, maxDepth: 1_000)) != nil else { return "JSON that does not parse" }
            return AnswerRange.fault(in: response.body, of: path)
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

@_silgen_name("LLVMFuzzerMutate")
private func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// A third of the time, one of the input's numbers written over by an edge (when the result fits); else libFuzzer's own
/// mutation.
@_cdecl("LLVMFuzzerCustomMutator")
public func mutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    var generator = SplitMix64(seed: UInt64(seed))
    if size > 1, generator.next() % 3 == 0 {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        let mutated = [bytes[0]] + EdgeNumbers.mutated(Array(bytes.dropFirst()), count: 1, using: &generator)
        if mutated.count <= maxSize, mutated != bytes {
            mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
            return mutated.count
        }
    }
    return libFuzzerMutate(data, size, maxSize)
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
