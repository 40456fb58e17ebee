import MicroHTTP
import Testing

@Suite("header lookup")
struct HTTPHeadersTests {
    @Test("names match ignoring ASCII case only, and every value of a repeated name is kept in order")
    func lookup() {
        var headers: HTTPHeaders = ["Content-Type": "application/json", "X-A": "1"]
        headers.add(name: "x-a", value: "2")
        #expect(headers["content-TYPE"] == "application/json")
        #expect(headers.values(for: "X-a") == ["1", "2"])
        // '-' and '\r' differ by the same bit as 'A' and 'a': only letters fold.
        #expect(headers["Content\rType"] == nil)
        #expect(headers["Content-Typ"] == nil)
        // Nor do bytes outside ASCII: é and É (C3 A9, C3 89) also differ by that bit.
        headers.add(name: "X-é", value: "3")
        #expect(headers["x-é"] == "3")
        #expect(headers["X-É"] == nil)
    }

    @Test("setting a name replaces every field of it with one; nil removes them")
    func setting() {
        var headers: HTTPHeaders = ["Vary": "Accept", "X-A": "1"]
        headers.add(name: "vary", value: "Accept-Encoding")
        headers["VARY"] = "Origin"
        #expect(headers.values(for: "Vary") == ["Origin"])
        headers["x-a"] = nil
        #expect(headers["X-A"] == nil && headers.count == 1)
    }

    @Test("field lines of one name combine into one list, in order, as RFC 9110 §5.3 says; one line is given as it is")
    func combining() {
        var headers: HTTPHeaders = ["If-None-Match": "\"a\"", "X-A": "1"]
        #expect(headers.combined("if-none-match") == "\"a\"" && headers.combined("X-B") == nil)
        headers.add(name: "IF-NONE-MATCH", value: "W/\"b\"")
        headers.add(name: "If-None-Match", value: "")
        #expect(headers.combined("If-None-Match") == "\"a\", W/\"b\", ")
    }
}
