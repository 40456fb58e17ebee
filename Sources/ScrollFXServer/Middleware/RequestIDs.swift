import Synchronization

/// Issues request ids: 16 hex digits, distinct within a process and, with a random start, across restarts.
///
/// Every response carries its id in `X-Request-Id`; 5xx bodies carry it as
/// `requestId` and the log line of the failure names it, so a report can be
/// matched to the log.
final class RequestIDs: Sendable {
    private let next: Atomic<UInt64>

    /// Starts at a random point, so ids of two runs do not collide.
    init(start: UInt64 = .random(in: .min ... .max)) {
        next = Atomic(start)
    }

    /// The next id: its 16 lowercase hex digits written straight into the string.
    func issue() -> String {
        let value = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return String(unsafeUninitializedCapacity: 16) { digits in
            guard let out = digits.baseAddress else { return 0 }
            HexDigits.write(value, to: out)
            return 16
        }
    }
}
