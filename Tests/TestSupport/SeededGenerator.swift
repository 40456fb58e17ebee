import EdgeCases
import Foundation

/// A random number generator that repeats from its seed (SplitMix64), for tests that draw values: the seed is
/// printed, and `SCROLLFX_TEST_SEED` gives it back to replay a failure.
public struct SeededGenerator: RandomNumberGenerator {
    /// The seed this generator started from.
    public let seed: UInt64
    private var stream: SplitMix64

    /// A generator from `SCROLLFX_TEST_SEED` when set, else from a fresh seed; prints which, naming `test`.
    public init(for test: String) {
        let seed = ProcessInfo.processInfo.environment["SCROLLFX_TEST_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        print("\(test): seed \(seed) (SCROLLFX_TEST_SEED=\(seed) repeats it)")
        self.init(seed: seed)
    }

    /// A generator from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        stream = SplitMix64(seed: seed)
    }

    public mutating func next() -> UInt64 { stream.next() }
}
