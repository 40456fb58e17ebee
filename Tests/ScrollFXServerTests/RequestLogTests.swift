@testable import ScrollFXServer
import Testing

@Suite("the access step")
struct RequestLogTests {
    @Test("a duration is whole microseconds rounded to the nearest, as dividing by one microsecond and rounding gives; 0 below 0, Int.max beyond")
    func microseconds() {
        let durations: [Duration] = [.zero, .nanoseconds(1), .nanoseconds(499), .nanoseconds(500), .nanoseconds(1_499), .nanoseconds(1_500),
                                     .microseconds(412), .milliseconds(12), .seconds(86_400), .seconds(1) + .nanoseconds(999_999_999)]
            + (0..<2_000).map { _ in .nanoseconds(Int64.random(in: 0...100_000_000_000)) }
        for duration in durations {
            #expect(RequestLog.microseconds(duration) == Int((duration / .microseconds(1)).rounded()), "\(duration)")
        }
        #expect(RequestLog.microseconds(.nanoseconds(-1)) == 0)
        #expect(RequestLog.microseconds(.seconds(-86_400)) == 0)
        #expect(RequestLog.microseconds(.seconds(Int64.max)) == Int.max)
        #expect(RequestLog.microseconds(.seconds(Int64.max / 1_000_000 - 2)) == Int((Int64.max / 1_000_000 - 2) * 1_000_000))
    }
}
