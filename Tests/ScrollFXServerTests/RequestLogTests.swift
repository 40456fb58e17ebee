@testable import ScrollFXServer
import Testing

@Suite("the access step")
struct RequestLogTests {
    @Test("a duration is whole microseconds rounded to the nearest, halves up, worked out exactly; 0 below 0, Int.max beyond")
    func microseconds() {
        // Dividing by a microsecond goes through a double, which can miss a half: the reference is in integers.
        let nanoseconds: [Int64] = [0, 1, 499, 500, 501, 1_499, 1_500, 412_000, 12_000_000, 29_608_112_500]
            + (0..<2_000).map { _ in Int64.random(in: 0...100_000_000_000) }
        for count in nanoseconds {
            #expect(RequestLog.microseconds(.nanoseconds(count)) == Int((count + 500) / 1000), "\(count) ns")
        }
        #expect(RequestLog.microseconds(.seconds(86_400)) == 86_400_000_000)
        #expect(RequestLog.microseconds(.seconds(1) + .nanoseconds(999_999_499)) == 1_999_999)
        #expect(RequestLog.microseconds(.seconds(1) + .nanoseconds(999_999_500)) == 2_000_000)
        #expect(RequestLog.microseconds(.nanoseconds(-1)) == 0)
        #expect(RequestLog.microseconds(.seconds(-86_400)) == 0)
        #expect(RequestLog.microseconds(.seconds(Int64.max)) == Int.max)
        #expect(RequestLog.microseconds(.seconds(Int64.max / 1_000_000 - 2)) == Int((Int64.max / 1_000_000 - 2) * 1_000_000))
    }
}
