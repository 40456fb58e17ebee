import Logging
import MicroHTTP
import ScrollFX

/// The outermost step: one info line per request (method, `_OTHER` for one not known; route template or `-`; status,
/// duration, body sizes, request id, `traceparent` trace id; never the body), and the request's metrics.
struct RequestLog: Middleware {
    let logger: Logger
    let metrics: RequestMetrics?
    /// Where access lines go instead of `logger`, when the caller formats them itself (see ``AccessRecord``).
    let accessLine: (@Sendable (AccessRecord) -> Void)?
    /// Whether `logger` takes info lines: its level, read once (reading it per request copies its handler, which
    /// every worker thread shares).
    private let logsAccess: Bool

    init(logger: Logger, metrics: RequestMetrics?, accessLine: (@Sendable (AccessRecord) -> Void)?) {
        (self.logger, self.metrics, self.accessLine) = (logger, metrics, accessLine)
        logsAccess = logger.logLevel <= .info
    }

    func respond(to request: HTTPRequest, context: RequestContext, next: (HTTPRequest, RequestContext) -> HTTPResponse) -> HTTPResponse {
        let start = ContinuousClock.now
        let response = next(request, context)
        let duration = ContinuousClock.now - start
        let route = context.route?.template
        let method = RouteTable.reported(request.method)
        metrics?.record(method: method, route: route, status: response.status, duration: duration,
                        requestBytes: request.body.count, responseBytes: response.body.count, worker: request.worker)
        guard logsAccess else { return response }
        let record = AccessRecord(
            method: method, route: route ?? "-", status: response.status,
            durationMicroseconds: Self.microseconds(duration),
            requestBytes: request.body.count, responseBytes: response.body.count, requestID: context.id,
            traceID: TraceParent.traceID(request.headers["traceparent"]) ?? "-", worker: request.worker
        )
        // Called through the property, not a binding of it: a binding retains the closure's context, which every
        // worker thread shares.
        if accessLine == nil {
            logger.info(AccessRecord.message, metadata: record.metadata)
        } else {
            accessLine?(record)
        }
        return response
    }

    /// `duration` in whole microseconds, rounded to the nearest, 0 for a negative one: from its components (dividing
    /// two durations goes through doubles).
    static func microseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        guard seconds < Int64.max / 1_000_000 - 1 else { return Int.max }
        return Int(truncatingIfNeeded: seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000)
    }
}
