import MicroHTTP
import ScrollFX

/// The most memory a request within the limits may take, and a server of several worker threads: derived from
/// `limits.*`, the body limit and the transport's buffers with per-unit costs measured on the release build (docs/operating.md, "A request's
/// budget"). Deployments size their memory limit by it; BoundedWorkServerTests checks the server stays within it.
public enum RequestBudget {
    /// What a server holds before any request: code, stacks, buffers (measured 25–30 MB).
    public static let baselineBytes = 32 << 20
    /// Bytes of decoded scene and JSON document per byte of body: measured 52 for the densest body (a layer per 3
    /// bytes, `{},`).
    public static let bytesPerBodyByte = 56
    /// Bytes of a frame's model per listed element (item or layer), with its transform and clip.
    public static let bytesPerElement = 320
    /// Bytes per property value a timeline's fit holds: the value, its array's share and the fit's cache.
    public static let bytesPerHeldValue = 12
    /// Bytes per keyframe of a compiled timeline: its pair's array and the track's share.
    public static let bytesPerKeyframe = 80
    /// Copies of an answer held at once at worst: the text as written (with its growth room), its bytes, and
    /// libmicrohttpd's copy.
    public static let answerCopies = 4

    /// The most one request may take: its body and decoded scene, the largest of its work (a frame's listed
    /// elements, a timeline's held values and keyframes), and its answer's copies.
    public static func worstCaseBytes(limits: ServiceLimits, maxBodyBytes: Int) -> Int {
        let body = maxBodyBytes.saturatingMultiplied(by: 1 + bytesPerBodyByte)
        let frames = limits.maxListedElements.saturatingMultiplied(by: bytesPerElement)
        let timeline = TimelineCompiler.defaultMaxHeldValues.saturatingMultiplied(by: bytesPerHeldValue)
            .saturatingAdding(limits.scene.maxTimelineKeyframes.saturatingMultiplied(by: bytesPerKeyframe))
        let answer = limits.maxResponseBytes.saturatingMultiplied(by: answerCopies)
        return body.saturatingAdding(max(frames, timeline)).saturatingAdding(answer)
    }

    /// The most a server may take: its own, a worst request on each of `transport`'s worker threads, each listener's
    /// (`transport`'s and the admin's) bodies being received and connections' buffers, and the held scenes and kept
    /// answers of `holding`.
    public static func serverBytes(
        limits: ServiceLimits, transport: HTTPServerConfiguration, admin: HTTPServerConfiguration, holding: SceneHolding
    ) -> Int {
        baselineBytes
            .saturatingAdding(holding.maxSceneBytes)
            .saturatingAdding(holding.maxAnswerBytes)
            .saturatingAdding(transport.threads.saturatingMultiplied(by: worstCaseBytes(limits: limits, maxBodyBytes: transport.maxBodyBytes)))
            .saturatingAdding(listenerBytes(transport))
            .saturatingAdding(listenerBytes(admin))
    }

    /// What a listener holds besides the requests it computes: the bodies being received and answers being sent
    /// (`maxBufferedBytes`), and every connection's buffer and uncounted answer (twice `connectionLimit` of them when
    /// it evicts waiting connections, as libmicrohttpd then accepts).
    static func listenerBytes(_ listener: HTTPServerConfiguration) -> Int {
        let connections = listener.evictsWaitingHeads ? listener.connectionLimit.saturatingMultiplied(by: 2) : listener.connectionLimit
        let perConnection = listener.connectionMemoryLimitBytes.saturatingAdding(HTTPServerConfiguration.uncountedAnswerBytes)
        return listener.maxBufferedBytes.saturatingAdding(connections.saturatingMultiplied(by: perConnection))
    }
}
