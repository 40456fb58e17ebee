/// A one-request HTTP/1.1 client for health probes: connect, `GET`, read the status line, close.
public enum HTTPProbe {
    /// The status code `GET path` gets from `host:port` (a numeric address), or nil if there is no answer within the timeout.
    public static func status(host: String, port: Int, path: String = "/healthz", timeoutSeconds: Int = 2) -> Int? {
        fetchStatus(host: host, port: port, path: path, timeoutSeconds: timeoutSeconds)
    }
}
