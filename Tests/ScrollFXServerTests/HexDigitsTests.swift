@testable import ScrollFXServer
import Testing

@Suite("hexadecimal digits")
struct HexDigitsTests {
    @Test("16 lowercase hexadecimal digits, most significant first, as String(radix: 16) pads them")
    func digits() {
        var generator = SystemRandomNumberGenerator()
        let values: [UInt64] = [0, 1, 9, 10, 15, 16, 0xF0F0_F0F0_0F0F_0F0F, 0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210, .max, .max - 1]
            + (0..<2_000).map { _ in generator.next() }
        for value in values {
            let text = String(value, radix: 16)
            let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
                HexDigits.write(value, to: buffer.baseAddress!)
                return String(decoding: buffer, as: UTF8.self)
            }
            #expect(written == String(repeating: "0", count: 16 - text.count) + text)
        }
    }
}
