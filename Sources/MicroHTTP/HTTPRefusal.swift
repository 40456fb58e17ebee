/// Why a connection was closed without an answer, to protect the listener from one client.
public enum HTTPRefusal: String, Sendable, CaseIterable {
    /// Its address already had ``HTTPServerConfiguration/connectionsPerClient`` connections open.
    case connectionsPerClient = "connections_per_client"
    /// Its request head was not complete within ``HTTPServerConfiguration/headerTimeoutSeconds``.
    case headerTimeout = "header_timeout"
    /// Its request body was not complete within ``HTTPServerConfiguration/bodyTimeoutSeconds``.
    case bodyTimeout = "body_timeout"
}
