@testable import StrictJSON
import Testing
import TestSupport

/// Numbers in ECMAScript's form, the number form of RFC 8785's canonical JSON (and of scene ids).
@Suite("numbers in ECMAScript's form")
struct ECMAScriptNumberTests {
    /// Bit patterns and what V8 (`String(x)` in Node 18) writes for them: RFC 8785's Appendix B, numbers at the
    /// switches between forms, and 40 random finite doubles.
    static let vectors: [(bits: UInt64, text: String)] = [
        (0x0000000000000000, "0"),
        (0x8000000000000000, "0"),
        (0x0000000000000001, "5e-324"),
        (0x8000000000000001, "-5e-324"),
        (0x7fefffffffffffff, "1.7976931348623157e+308"),
        (0xffefffffffffffff, "-1.7976931348623157e+308"),
        (0x4340000000000000, "9007199254740992"),
        (0xc340000000000000, "-9007199254740992"),
        (0x4430000000000000, "295147905179352830000"),
        (0x44b52d02c7e14af5, "9.999999999999997e+22"),
        (0x44b52d02c7e14af6, "1e+23"),
        (0x44b52d02c7e14af7, "1.0000000000000001e+23"),
        (0x444b1ae4d6e2ef4e, "999999999999999700000"),
        (0x444b1ae4d6e2ef4f, "999999999999999900000"),
        (0x444b1ae4d6e2ef50, "1e+21"),
        (0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"),
        (0x3eb0c6f7a0b5ed8d, "0.000001"),
        (0x41b3de4355555553, "333333333.3333332"),
        (0x41b3de4355555554, "333333333.33333325"),
        (0x41b3de4355555555, "333333333.3333333"),
        (0x41b3de4355555556, "333333333.3333334"),
        (0x41b3de4355555557, "333333333.33333343"),
        (0xbecbf647612f3696, "-0.0000033333333333333333"),
        (0x43143ff3c1cb0959, "1424953923781206.2"),
        (0x3ff0000000000000, "1"),
        (0x3ff8000000000000, "1.5"),
        (0x3fb999999999999a, "0.1"),
        (0x4059000000000000, "100"),
        (0x4415af1d78b58c40, "100000000000000000000"),
        (0x444b1ae4d6e2ef50, "1e+21"),
        (0x3eb0c6f7a0b5ed8d, "0.000001"),
        (0x3e7ad7f29abcaf48, "1e-7"),
        (0x3ea0c6f7a0b5ed8d, "5e-7"),
        (0x3f201f31f46ed246, "0.000123"),
        (0x4340000000000001, "9007199254740994"),
        (0x430c6bf526340000, "1000000000000000"),
        (0x4341c37937e08000, "10000000000000000"),
        (0x405edd2f1a9fbe77, "123.456"),
        (0xbfe0000000000000, "-0.5"),
        (0x4011666666666666, "4.35"),
        (0x3fd3333333333333, "0.3"),
        (0x3fe5555555555555, "0.6666666666666666"),
        (0x7e37e43c8800759c, "1e+300"),
        (0x000c396c98f8d899, "1.7e-308"),
        (0x40866c0000000000, "717.5"),
        (0x40911f999a4605d7, "1095.9000025693"),
        (0xc059b3ad12216cf4, "-102.80743840469569"),
        (0x65f2e567b81b5327, "1.2545554997088449e+183"),
        (0xeef25181dc28782a, "-2.7122143185932336e+226"),
        (0x03ed8a27269376b1, "9.472392275382529e-290"),
        (0x5f9afcb1883a2d6c, "3.533570682241772e+152"),
        (0x7216749d4606114b, "3.7433440872108527e+241"),
        (0x2e6d15ba9db3c07e, "4.678627766442205e-85"),
        (0xab57f6734dd4d975, "-6.847265104414055e-100"),
        (0x15a93c628acbc5e0, "2.5153092210944568e-204"),
        (0x78948b651fc369af, "6.946274059981742e+272"),
        (0x8d0606e6f509e612, "-6.300690492954988e-246"),
        (0xee656de233c1e079, "-6.196884747445755e+223"),
        (0xeab37bafd144fd94, "-9.773638223748379e+205"),
        (0x36095dab81788053, "2.1695064832693447e-48"),
        (0x6725d3b1d58e3ce6, "7.597662537629299e+188"),
        (0x6c6a5cfecb7c4fbd, "1.775031621858209e+214"),
        (0x1f36ba7aecd14888, "2.5866155440034452e-158"),
        (0x8bf495d60254b937, "-4.4924241925411364e-251"),
        (0x6e6d7a3c893158fa, "8.524270848984696e+223"),
        (0x28736c4791ba2b41, "7.887097713037805e-114"),
        (0xce76a9fe696b5abc, "-9.776340206576952e+69"),
        (0xe56bf0fb60b5b85b, "-3.6232189870992004e+180"),
        (0xa803ed276ec50e4e, "-6.321500117863413e-116"),
        (0xed269007ad89b705, "-6.222377518676713e+217"),
        (0x65786f4dcc512830, "6.337031473751413e+180"),
        (0x061a7822c88b61bf, "2.916393844426005e-279"),
        (0x37272fd0f59070e2, "5.1986563696582225e-43"),
        (0x51a49b5b95557709, "2.0016158967271728e+85"),
        (0x2afe045791b7e4e4, "1.3401956318893409e-101"),
        (0xdcaea43db7fbd963, "-2.8507490929597912e+138"),
        (0x9f8865242a23d4b6, "-8.884123132945961e-157"),
        (0xd05b39c0fc282f4d, "-1.2610036866946718e+79"),
        (0xed66c57a9dc004d8, "-1.0047930897263236e+219"),
        (0xa9f79279e6478347, "-1.60590982421818e-106"),
        (0xccadb63d686ccdca, "-2.3872570758464176e+61"),
        (0x24e3c4060b30e3d1, "5.569349501200019e-131"),
        (0xef0136efd4a93c0c, "-5.097574870071512e+226"),
        (0xacfd2096d0ed036b, "-5.58549391924779e-92"),
        (0x4b43946d070a301e, "3.7507423453640796e+54"),
        (0x1339d5a42b86d895, "4.6838587810597384e-216"),
        (0x27eceeebce467e80, "2.2947186263011334e-116"),
    ]

    private static func written(_ value: Double) -> String {
        var writer = JSONWriter()
        writer.ecmaScriptNumber(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test("every vector is written as V8 writes it")
    func vectorsMatchV8() {
        for (bits, text) in Self.vectors {
            #expect(Self.written(Double(bitPattern: bits)) == text, "0x\(String(bits, radix: 16))")
        }
    }

    @Test("the forms switch where ECMAScript switches them: 1e-7 and 1e21 in exponents, 1e-6 and below 1e21 plain")
    func switches() {
        #expect(Self.written(1e-7) == "1e-7" && Self.written(1e-6) == "0.000001")
        #expect(Self.written(1e21) == "1e+21" && Self.written(1e20) == "100000000000000000000")
        #expect(Self.written(-0.0) == "0" && Self.written(-1.5e300) == "-1.5e+300" && Self.written(123e-20) == "1.23e-18")
    }

    @Test("100,000 random doubles read back, with the same significant digits as Swift's shortest form")
    func readsBack() async throws {
        // Seconds of work without a suspension: on a thread of its own, not one of the pool's two.
        let mismatches = try await onThreadOfItsOwn { () -> [String] in
            var state: UInt64 = 0x5eed_0056
            func significant(_ text: Substring) -> String {
                let mantissa = text.prefix { $0 != "e" }.filter(\.isNumber)
                return String(mantissa.drop { $0 == "0" }.reversed().drop { $0 == "0" }.reversed())
            }
            var checked = 0, mismatches: [String] = []
            while checked < 100_000 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let value = Double(bitPattern: state)
                guard value.isFinite, value != 0 else { continue }
                let text = Self.written(value)
                if Double(text) != value || significant(text[...]) != significant(value.description[...]), mismatches.count < 10 {
                    mismatches.append("\(value.description): \(text)")
                }
                checked += 1
            }
            return mismatches
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("what JSON cannot carry makes the writer invalid")
    func notFinite() {
        for value in [Double.nan, .infinity, -.infinity] {
            var writer = JSONWriter()
            writer.ecmaScriptNumber(value)
            let isValid = writer.isValid
            #expect(!isValid)
        }
    }
}
