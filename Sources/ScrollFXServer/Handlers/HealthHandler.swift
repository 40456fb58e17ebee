import MicroHTTP

/// `GET /healthz`: 200 `{"status":"ok"}` while the process serves.
enum HealthHandler {
    private static let body = Array(#"{"status":"ok"}"#.utf8)

    /// The health answer.
    static func respond() -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}
