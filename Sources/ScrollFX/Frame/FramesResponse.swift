/// The answer of `POST /v1/frames`: one frame per requested offset, in order.
public struct FramesResponse: Hashable, Sendable, Codable, WireRecord {
    /// `frames[k].offset` is `offsets[k]`.
    public var frames: [Frame]

    /// Creates an answer.
    public init(frames: [Frame]) {
        self.frames = frames
    }

    /// Empty until read.
    @inlinable
    public static var unread: FramesResponse { FramesResponse(frames: []) }

    /// The answer's one member.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of answer: inout FramesResponse, _ list: inout List) throws(List.Failure) {
        try list.required("frames", &answer.frames)
    }
}
