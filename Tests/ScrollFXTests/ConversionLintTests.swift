import Foundation
import Testing

/// The package's own folders with Swift sources.
private let root = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!))

/// Every integer initializer called in the sources, as `file: call`, with the call's text up to its closing parenthesis.
private func integerConversions() throws -> [String] {
    let pattern = try NSRegularExpression(pattern: #"\bU?Int(8|16|32|64)?\("#)
    var calls: [String] = []
    for folder in ["Sources", "Fuzz", "Benchmarks"] {
        let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let utf16 = Array(text.utf16)
            for match in pattern.matches(in: text, range: NSRange(location: 0, length: utf16.count)) {
                // The call's text: to the parenthesis that closes the one the match ends with.
                var (end, depth) = (match.range.upperBound, 1)
                while end < utf16.count, depth > 0 {
                    if utf16[end] == UInt16(UInt8(ascii: "(")) { depth += 1 }
                    if utf16[end] == UInt16(UInt8(ascii: ")")) { depth -= 1 }
                    end += 1
                }
                let call = String(decoding: utf16[match.range.location..<end], as: UTF16.self)
                calls.append("\(url.lastPathComponent): \(call)")
            }
        }
    }
    return calls
}

@Suite("no Double becomes an integer unchecked (issue 32)")
struct ConversionLintTests {
    /// Labels whose initializers cannot trap on any value: exact, bit-pattern, truncating, clamping, an ASCII scalar.
    static let safeLabels = ["exactly:", "bitPattern:", "truncatingIfNeeded:", "clamping:", "ascii:"]

    /// Unlabelled conversions that stay, and why none can trap: each converts an integer that fits, or parses text
    /// (which answers nil), or a Double its guard keeps in range. A new one fails this test until it is looked at:
    /// a Double goes through `Int(exactly:)` or `Int.clamped(_:to:)` instead.
    static let reviewed: [String: String] = [
        "JSONParser.swift: UInt32(lead)": "a UInt8",
        "JSONParser.swift: UInt32(byte - UInt8(ascii: \"0\"))": "a UInt8 (a digit's value)",
        "JSONParser.swift: UInt32(byte - UInt8(ascii: \"a\") + 10)": "a UInt8 (a hex digit's value)",
        "JSONParser.swift: UInt32(byte - UInt8(ascii: \"A\") + 10)": "a UInt8 (a hex digit's value)",
        "JSONView.swift: Int64(byte - UInt8(ascii: \"0\"))": "a UInt8 (a digit's value)",
        "JSONParser.swift: UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + end).loadUnaligned(as: UInt64.self))": "a byte order, not a conversion",
        "JSONParser.swift: UInt32(continuation & 0x3F)": "a UInt8",
        "JSONWriter.swift: UInt64(magnitude)": "a finite Double the guard above keeps in 0 ..< 2^53",
        "JSONWriter.swift: UInt64(twice)": "a finite Double the guard above keeps in 0 ..< 2^53",
        "JSONWriter.swift: UInt64(magnitude * scale + 0.5)": "a positive Double below 2^40 (the guard above) times at most 1000, so below 2^50",
        "JSONWriter.swift: UInt64(value.magnitude)": "an Int's magnitude, a UInt",
        "APIKeys.swift: Int($0 >> 4)": "a UInt8",
        "APIKeys.swift: Int($0 & 0xF)": "a UInt8",
        "HTTPProbe.swift: Int32(SOCK_STREAM.rawValue)": "a small C constant",
        "HTTPProbe.swift: Int32(MSG_NOSIGNAL)": "a small C constant",
        "HTTPProbe.swift: Int(words[1])": "text parsed, nil if not a number",
        "HTTPRejection.swift: Int(first)": "text parsed, nil if not a number",
        "HTTPServerConfiguration.swift: Int32(_SC_NPROCESSORS_ONLN)": "a small C constant",
        "MHDDaemon.swift: UInt32(flags)": "a CInt of flag bits, non-negative",
        "MHDDaemon.swift: Int32(SHUT_RDWR)": "a small C constant",
        "MHDDaemon.swift: Int(cmhd_bound_port(daemon))": "a CInt",
        "MHDDaemon.swift: Int(cmhd_current_connections(daemon))": "a CUnsignedInt",
        "MHDDaemon.swift: Int($0)": "text parsed, nil if not a number",
        "Router.swift: Int($0)": "text parsed, nil if not a number",
        "MHDDaemon.swift: Int32(cmhd_connection_fd(connection))": "a CInt",
        "MHDDaemon.swift: Int32(address.pointee.sa_family)": "a UInt16",
        "MHDDaemon.swift: Int(NI_MAXHOST)": "a small C constant",
        "MHDDaemon.swift: UInt32(bigEndian: $0.pointee.sin_addr.s_addr)": "a byte order, not a conversion",
        "ProcessStatistics.swift: Int32(_SC_PAGESIZE)": "a small C constant",
        "ProcessStatistics.swift: Int32(_SC_CLK_TCK)": "a small C constant",
        "ProcessStatistics.swift: Int(statm[1])": "text parsed, nil if not a number",
        "ClientNetwork.swift: UInt16((1 << (16 - kept)) - 1)": "kept in 1...16: at most 2¹⁵ − 1",
        "ClientNetwork.swift: UInt8($0)": "text parsed, nil if not a number",
        "ClientNetwork.swift: UInt16(octets[0])": "a UInt8",
        "ClientNetwork.swift: UInt16(octets[1])": "a UInt8",
        "ClientNetwork.swift: UInt16(octets[2])": "a UInt8",
        "ClientNetwork.swift: UInt16(octets[3])": "a UInt8",
        "ClientNetwork.swift: UInt16(piece, radix: 16)": "text parsed, nil if not a number",
        "Easing+Parsing.swift: Int(unsigned, radix: 10)": "digits parsed, nil past Int's range",
        "FuzzTarget.swift: UInt64(seed)": "a CUnsignedInt",
        "main.swift: Int(arguments[2])": "text parsed, nil if not a number",
        "main.swift: Int(arguments[3])": "text parsed, nil if not a number",
    ]

    @Test("every integer initializer in Sources, Fuzz and Benchmarks is a safe one or a reviewed one")
    func everyConversionIsSafe() throws {
        let calls = try integerConversions()
        #expect(calls.count > 40)
        let unsafe = calls.filter { call in
            let arguments = call.drop { $0 != "(" }.dropFirst()
            return !Self.safeLabels.contains { arguments.hasPrefix($0) } && Self.reviewed[call] == nil
        }
        #expect(unsafe.isEmpty, "convert with Int(exactly:) or Int.clamped(_:to:), or review: \(unsafe)")
        // The list keeps no entry for a call that is gone.
        let stale = Self.reviewed.keys.filter { !calls.contains($0) }
        #expect(stale.isEmpty, "no longer in the sources: \(stale)")
    }
}
