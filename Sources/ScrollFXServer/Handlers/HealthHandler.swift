import MicroHTTP

/// `GET /healthz`: 200 `{"status":"ok"}` while the process serves.
enum HealthHandler {
    /// The health answer, its body made for each request: one body kept for all would have its count of references
    /// updated by every worker thread for every check.
    static func respond() -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(#"{"status":"ok"}"#.utf8))
    }
}
