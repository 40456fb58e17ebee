import ScrollFX

/// The moment one request's computation must stop, on the monotonic clock.
struct ComputeDeadline {
    private let end: ContinuousClock.Instant
    let limit: Duration

    /// The deadline `limit` from now.
    init(_ limit: Duration) {
        self.limit = limit
        end = ContinuousClock.now.advanced(by: limit)
    }

    /// Whether the deadline has passed.
    var hasPassed: Bool { ContinuousClock.now >= end }

    /// The 503 that refuses a request over its deadline; retrying may land on a less busy instance.
    var problem: Problem {
        Problem(
            type: "urn:scrollfx:problem:compute-deadline", title: "Service Unavailable", status: 503,
            detail: "the computation took longer than the compute deadline of \(Int.clamped((limit / .milliseconds(1)).rounded(), to: 0...Int.max)) ms; ask for less or retry"
        )
    }
}
