import MicroHTTP
import Synchronization

/// Whether this instance accepts work: `GET /readyz` answers 200 until ``drain()``, then 503.
///
/// Shared by the API and admin listeners, so both report the same state the
/// moment a shutdown begins.
public final class Readiness: Sendable {
    private let draining = Atomic<Bool>(false)
    private static let readyBody = Array(#"{"status":"ready"}"#.utf8)

    /// A ready instance.
    public init() {}

    /// Whether the instance still accepts work.
    public var isReady: Bool { !draining.load(ordering: .acquiring) }

    /// Marks the instance as draining, for good.
    public func drain() { draining.store(true, ordering: .releasing) }

    /// 200 `{"status":"ready"}`; while draining, throws a 503 problem with `Retry-After`.
    func respond() throws(Problem) -> HTTPResponse {
        guard isReady else {
            throw Problem(title: "Service Unavailable", status: 503, detail: "this instance is draining before it stops",
                          headers: ["Retry-After": "1"])
        }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Self.readyBody)
    }
}
