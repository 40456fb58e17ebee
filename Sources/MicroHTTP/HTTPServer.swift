/// An HTTP/1.1 server on libmicrohttpd: epoll worker threads calling one ``HTTPResponder``.
///
/// The server listens from `init` until ``stop(gracePeriod:)``. Responses are
/// queued on the last handler call of each request, so keep-alive survives.
public final class HTTPServer: Sendable {
    /// The configuration the server was started with.
    public let configuration: HTTPServerConfiguration
    private let daemon: MHDDaemon

    /// Starts listening; throws ``HTTPServerError`` if that is impossible.
    public init(configuration: HTTPServerConfiguration, responder: any HTTPResponder) throws(HTTPServerError) {
        self.configuration = configuration
        self.daemon = try MHDDaemon(configuration: configuration, responder: responder)
    }

    deinit { daemon.stop() }

    /// The TCP port actually bound.
    public var port: Int { daemon.port }

    /// Requests received and not yet answered and completed.
    public var requestsInFlight: Int { daemon.requestsInFlight }

    /// Open client connections, idle keep-alive ones included.
    public var connections: Int { daemon.connections }

    /// Stops accepting new connections; later responses carry `Connection: close`.
    public func quiesce() { daemon.quiesce() }

    /// Quiesces, then waits up to `gracePeriod` for requests in flight to finish and for every
    /// connection to close (each gets `Connection: close` on its next answer), then closes what is left.
    ///
    /// Waiting for connections, not only requests, keeps a request that a keep-alive client sends
    /// during the drain from meeting a closed socket.
    public func stop(gracePeriod: Duration = .seconds(10)) async {
        daemon.quiesce()
        let clock = ContinuousClock()
        let deadline = clock.now + gracePeriod
        while daemon.requestsInFlight > 0 || daemon.connections > 0, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        daemon.stop()
    }
}
