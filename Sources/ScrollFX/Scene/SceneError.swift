/// Why a scene breaks the contract, and where: a JSON Pointer into the request body.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON Pointer (RFC 6901) of the offending field, e.g. `/sections/1/id`.
    public var pointer: String
    /// What is wrong with it, in one sentence.
    public var reason: String

    /// Creates an error.
    public init(pointer: String, reason: String) {
        self.pointer = pointer
        self.reason = reason
    }

    /// `pointer: reason`.
    public var description: String { "\(pointer): \(reason)" }
}

extension SceneError {
    /// The same error, its pointer taken as relative to the member `prefix` of the body (e.g. `/scene`).
    public func inside(_ prefix: String) -> SceneError {
        SceneError(pointer: prefix + pointer, reason: reason)
    }
}
