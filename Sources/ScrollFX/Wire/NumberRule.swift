/// What a number of a request must be, beyond finite and within ±``sceneNumberLimit``.
enum NumberRule {
    case finite, nonNegative, positive
}

/// Refuses `value` at `pointer` unless it is finite, within ±``sceneNumberLimit`` and obeys `rule`.
func require(_ value: Double, _ pointer: @autoclosure () -> String, _ rule: NumberRule) throws(RequestError) {
    guard value.isFinite else { throw RequestError(pointer: pointer(), reason: "must be a finite number") }
    guard abs(value) <= sceneNumberLimit else { throw RequestError(pointer: pointer(), reason: "must be within ±1e15") }
    switch rule {
    case .finite: return
    case .nonNegative where value < 0: throw RequestError(pointer: pointer(), reason: "must not be negative")
    case .positive where value <= 0: throw RequestError(pointer: pointer(), reason: "must be greater than 0")
    default: return
    }
}
