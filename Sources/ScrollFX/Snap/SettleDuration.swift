import RealModule

/// How long a fling takes to settle within half a point of where it rests.
///
/// When it coasts to its natural end (no snapping, no clamping), UIKit-style
/// deceleration: speed |v|·r^(1000·t) falls below 0.5 points per second.
/// Otherwise a critically damped spring with SwiftUI's default response
/// (0.55 s) carries it from the release offset and velocity to the target.
enum SettleDuration {
    /// The spring's response in seconds.
    static let response = 0.55
    /// Within this many points (or points per second) it counts as settled.
    static let threshold = 0.5

    static func seconds(from: Double, to target: Double, velocity: Double, coasting: Bool, rate: Double) -> Double {
        if coasting {
            // Guarded: below the threshold there is nothing to wait for; 0 < rate < 1 so log(rate) < 0.
            return abs(velocity) <= threshold ? 0 : Double.log(threshold / abs(velocity)) / (1000 * Double.log(rate))
        }
        let omega = 2 * Double.pi / response
        let displacement = from - target
        // y(t) = (y0 + (v0 + ω·y0)·t)·e^(−ωt); the last moment |y| ≥ threshold, found in 1 ms steps, 10 s at most.
        var settled = 0.0
        for step in 0...10_000 {
            let t = Double(step) / 1000
            let y = (displacement + (velocity + omega * displacement) * t) * Double.exp(-omega * t)
            if abs(y) >= threshold { settled = t + 0.001 }
        }
        return min(settled, 10)
    }
}
