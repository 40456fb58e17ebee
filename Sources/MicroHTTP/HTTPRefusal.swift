/// Why the transport closed a connection without an answer, or refused a body room (answered 503), to protect the
/// listener from one client.
public enum HTTPRefusal: String, Sendable, CaseIterable {
    /// Its address already had ``HTTPServerConfiguration/connectionsPerClient`` connections open.
    case connectionsPerClient = "connections_per_client"
    /// Its request head was not complete within ``HTTPServerConfiguration/headerTimeoutSeconds``.
    case headerTimeout = "header_timeout"
    /// Its request body was not complete within ``HTTPServerConfiguration/bodyTimeoutSeconds``.
    case bodyTimeout = "body_timeout"
    /// Its request body came slower than ``HTTPServerConfiguration/minBodyBytesPerSecond`` over a whole window.
    case bodyTooSlow = "body_too_slow"
    /// Its body was refused room (503): its client's bodies held ``HTTPServerConfiguration/maxBufferedBytesPerClient``.
    case bufferClientShare = "client_share"
    /// Its body was refused room (503): all bodies held ``HTTPServerConfiguration/maxBufferedBytes`` (a large one: less
    /// the reserve for small bodies).
    case bufferTotal = "total"

    /// Whether the request was answered (503) rather than its connection closed.
    public var isBufferRefusal: Bool { self == .bufferClientShare || self == .bufferTotal }
}
