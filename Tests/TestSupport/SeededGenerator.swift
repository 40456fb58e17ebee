import Foundation

/// A random number generator that repeats from its seed (SplitMix64), for tests that draw values: the seed is
/// printed, and `SCROLLFX_TEST_SEED` gives it back to replay a failure.
public struct SeededGenerator: RandomNumberGenerator {
    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator from `SCROLLFX_TEST_SEED` when set, else from a fresh seed; prints which, naming `test`.
    public init(for test: String) {
        let seed = ProcessInfo.processInfo.environment["SCROLLFX_TEST_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        print("\(test): seed \(seed) (SCROLLFX_TEST_SEED=\(seed) repeats it)")
        self.init(seed: seed)
    }

    /// A generator from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
