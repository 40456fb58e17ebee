@testable import MicroHTTP
import Testing

@Suite("the head checks' byte classes")
struct HTTPRejectionTests {
    @Test("a field name's byte is a tchar of RFC 9110 §5.6.2 exactly: letters, digits and the fifteen symbols")
    func tokenBytes() {
        let symbols = Set("!#$%&'*+-.^_`|~".utf8)
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || symbols.contains(byte)
            #expect(HTTPRejection.isTokenByte(byte) == expected, "byte \(value)")
        }
    }
}
