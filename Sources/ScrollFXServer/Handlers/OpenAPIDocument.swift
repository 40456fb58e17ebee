import MicroHTTP

/// `GET /openapi.json`: the OpenAPI 3.1 document of the API, compiled into the binary from `Resources/openapi.json`.
enum OpenAPIDocument {
    /// The document's bytes, as written.
    static let bytes: [UInt8] = PackageResources.openapi_json

    /// The answer to `GET /openapi.json`.
    static func respond() -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: bytes)
    }
}
