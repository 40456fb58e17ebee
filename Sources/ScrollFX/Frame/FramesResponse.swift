/// The answer of `POST /v1/frames`: one frame per requested offset, in order.
public struct FramesResponse: Hashable, Sendable, Codable {
    /// `frames[k].offset` is `offsets[k]`.
    public var frames: [Frame]

    /// Creates an answer.
    public init(frames: [Frame]) {
        self.frames = frames
    }
}
