import MicroHTTP

/// The endpoint at the heart of the pipeline: finds the handler for a method and path, and answers `OPTIONS`,
/// `HEAD`, 404, 405 and 501 itself.
struct RouteTable: Endpoint {
    /// A route's handler: its answer, or the problem it throws.
    typealias Handler = @Sendable (HTTPRequest) throws(Problem) -> HTTPResponse

    /// One path's route: its template (the path itself, or with one `{id}` segment), its handlers with their methods
    /// (at most a few, found by comparing the method, with no hashing), and the `Allow` value listing them.
    struct Resource: Sendable {
        let template: String
        fileprivate let handlers: [(method: String, handle: Handler)]
        fileprivate let allow: String
    }

    /// A request's route, as ``RequestContext`` carries it: where its resource lies in the table, and its template.
    ///
    /// A request holds no copy of the resource: each would retain the resource's lists, which every worker thread
    /// shares.
    struct Route: Sendable {
        fileprivate let index: Int
        let template: String
    }

    /// The methods this server recognises at all (RFC 9110 §9, PATCH, and the safe QUERY of the HTTP working group);
    /// any other gets 501. A list, the commonest first: finding one compares a few short strings, with no hashing.
    static let knownMethods = ["GET", "POST", "HEAD", "OPTIONS", "PUT", "DELETE", "PATCH", "QUERY", "CONNECT", "TRACE"]

    /// Whether `method` is one of ``knownMethods``.
    static func isKnown(_ method: String) -> Bool { knownMethods.contains(method) }

    /// The method as logs and metrics name it: a known one as it is, any other as `_OTHER` (OpenTelemetry's
    /// convention), so that no client writes what it likes into them.
    static func reported(_ method: String) -> String {
        isKnown(method) ? method : "_OTHER"
    }

    private let resources: [Resource]
    private let routes: [String: Int]
    /// Whether some path of `routes` has a length (in bytes): a path of no such length is not hashed to be looked up.
    private let routeLengths: [Bool]
    /// The templates with an `{id}` segment, by what comes before it: what comes after it, and the resource.
    private let templates: [(prefix: [UInt8], suffixes: [(suffix: [UInt8], index: Int)])]
    private let serverAllow: String
    /// Answers CORS preflights.
    private let cors: CORSPolicy

    /// The table of `routes` (method, path, handler).
    init(routes: [(String, String, Handler)], cors: CORSPolicy) {
        var handlers: [String: [String: Handler]] = [:]
        for (method, path, handle) in routes { handlers[path, default: [:]][method] = handle }
        // In the paths' order, so that the table (and the work of a lookup) is the same in every process.
        let resources = handlers.sorted { $0.key < $1.key }.map { path, byMethod in
            Resource(template: path, handlers: byMethod.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, allow: Self.allow(byMethod.keys))
        }
        self.resources = resources
        self.routes = Dictionary(uniqueKeysWithValues: resources.indices.map { (resources[$0].template, $0) })
        var lengths = [Bool](repeating: false, count: (resources.map(\.template.utf8.count).max() ?? 0) + 1)
        for resource in resources { lengths[resource.template.utf8.count] = true }
        routeLengths = lengths
        var templates: [(prefix: [UInt8], suffixes: [(suffix: [UInt8], index: Int)])] = []
        for index in resources.indices {
            let template = resources[index].template
            guard let id = template.firstRange(of: "{id}") else { continue }
            let (prefix, suffix) = (Array(template[..<id.lowerBound].utf8), Array(template[id.upperBound...].utf8))
            if let group = templates.firstIndex(where: { $0.prefix == prefix }) {
                templates[group].suffixes.append((suffix, index))
            } else {
                templates.append((prefix, [(suffix, index)]))
            }
        }
        self.templates = templates
        serverAllow = Self.allow(Set(routes.map(\.0)))
        self.cors = cors
    }

    /// Every path the table answers, with its `Allow` value.
    var allowedMethods: [String: String] { Dictionary(uniqueKeysWithValues: resources.map { ($0.template, $0.allow) }) }

    /// The route of `path`, nil when none answers it: the path itself, or a template whose `{id}` stands for one
    /// non-empty segment of it.
    func route(of path: String) -> Route? {
        index(of: path).map { Route(index: $0, template: resources[$0].template) }
    }

    private func index(of path: String) -> Int? {
        let length = path.utf8.count
        if length < routeLengths.count, routeLengths[length], let index = routes[path] { return index }
        // Compared as bytes: a path's segments are matched exactly, with no Unicode rules.
        var path = path
        return path.withUTF8 { bytes in
            for group in templates.indices {
                let prefixCount = templates[group].prefix.count
                guard bytes.count > prefixCount, ByteRuns.holds(bytes, templates[group].prefix, at: 0) else { continue }
                // Where the segment after the prefix ends, found once for the templates that share the prefix.
                let end = Self.firstSlash(in: bytes, from: prefixCount)
                guard end > prefixCount else { continue }
                for (suffix, index) in templates[group].suffixes where bytes.count - end == suffix.count && ByteRuns.holds(bytes, suffix, at: end) {
                    return index
                }
            }
            return nil
        }
    }

    /// Where the first `/` at or after `start` is in `bytes`, or their count: eight bytes at a time (an `{id}` is long).
    private static func firstSlash(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let (low, high, slashes): (UInt64, UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080, 0x2F2F_2F2F_2F2F_2F2F)
        var index = start
        while index &+ 8 <= bytes.count, let base = bytes.baseAddress {
            // A byte of `word` is 0 where the path has a `/`; the lowest flagged byte is the first such.
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian ^ slashes
            let zeros = (word &- low) & ~word & high
            if zeros != 0 { return index &+ zeros.trailingZeroBitCount / 8 }
            index &+= 8
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "/") { index &+= 1 }
        return index
    }

    /// Whether a `method` request to `path` reads a body: only the handler of a POST or PUT route does.
    func readsBody(method: String, path: String) -> Bool {
        (method == "POST" || method == "PUT") && index(of: path).map { resources[$0].handlers.contains { $0.method == method } } == true
    }

    func respond(to request: HTTPRequest, context: RequestContext) throws(Problem) -> HTTPResponse {
        let method = request.method
        guard Self.isKnown(method) else {
            throw Problem(title: "Not Implemented", status: 501, detail: "this server implements only \(Self.knownMethods.sorted().joined(separator: ", "))")
        }
        if method == "OPTIONS", request.path == "*" {
            return HTTPResponse(status: 204, headers: ["Allow": serverAllow])
        }
        guard let route = context.route else {
            throw Problem(title: "Not Found", status: 404, detail: "no endpoint at \(request.path)")
        }
        // HEAD is answered as GET; the transport sends the head without the body.
        let asked = method == "HEAD" ? "GET" : method
        if let handler = resources[route.index].handlers.first(where: { $0.method == asked }) {
            return try handler.handle(request)
        }
        let allow = resources[route.index].allow
        if method == "OPTIONS" {
            if CORSPolicy.isPreflight(request) { return cors.preflight(request, allow: allow) }
            return HTTPResponse(status: 204, headers: ["Allow": allow])
        }
        throw Problem(
            title: "Method Not Allowed", status: 405, detail: "\(request.path) answers \(allow), not \(method)",
            headers: ["Allow": allow]
        )
    }

    /// The `Allow` value of a set of methods: `HEAD` wherever `GET` is, `OPTIONS` everywhere, in a fixed order.
    private static func allow(_ methods: some Sequence<String>) -> String {
        var all = Set(methods)
        if all.contains("GET") { all.insert("HEAD") }
        all.insert("OPTIONS")
        let order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
        return order.filter(all.contains).joined(separator: ", ")
    }
}
