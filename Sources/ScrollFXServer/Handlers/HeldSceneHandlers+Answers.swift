import MicroHTTP
import ScrollFX

// The `GET` answers about a held scene: each the `POST` endpoint's answer to the scene with the query's members.
extension HeldSceneHandlers {
    /// `GET /v1/scenes/{id}/frame?offset=…&offset.<section id>=…`: `POST /v1/frame`.
    func frame(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try answer(request, endpoint: "frame") { canonical, query throws(Problem) in
            var scene = canonical.scene
            // Sections by id, looked up once a parameter names one (ids are unique in a valid scene).
            var sections: [String: Int]?
            let section = { (name: String) -> Int? in
                guard let id = Self.sectionID(inOffset: name) else { return nil }
                if sections == nil { sections = Dictionary(scene.sections.indices.map { (scene.sections[$0].id, $0) }) { first, _ in first } }
                return sections?[id]
            }
            let pointer = { (name: String) in
                name == "offset" ? "/offset" : Self.previousPointer(name) ?? section(name).map { "/sections/\($0)/offset" } ?? Self.pointer(name)
            }
            let parameters = try SceneQuery(query, known: Self.frameParameters, pointer: pointer)
            scene.previous = try Self.previous(parameters, of: scene, under: "")
            var valid = true
            for name in parameters.names where !name.utf8.starts(with: "previous.".utf8) {
                let value = try parameters.number(name, at: pointer(name))
                if name == "offset" {
                    scene.offset = value ?? 0
                    // The held scene is valid: so is it at any offset within the numbers' range.
                    valid = valid && abs(scene.offset) <= sceneNumberLimit
                } else if let index = section(name) {
                    scene.sections[index].offset = value ?? 0
                    // A carousel's offset numbers its copies: the whole scene is checked again.
                    valid = false
                } else {
                    let id = Self.sectionID(inOffset: name) ?? ""
                    throw Problem.invalidRequest("no section of this scene has the id \"\(id)\"", pointer: pointer(name))
                }
            }
            let frame = valid ? try service.frame(ofValid: scene, laidOut: canonical.builder) : try service.frame(of: scene)
            return try JSONCoding.response(frame, maxBytes: maxBytes)
        }
    }

    /// `GET /v1/scenes/{id}/frames?offsets=0,120,240`: `POST /v1/frames`.
    func frames(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try answer(request, endpoint: "frames") { canonical, query throws(Problem) in
            var scene = canonical.scene
            let parameters = try SceneQuery(query, known: Self.framesParameters, pointer: { Self.previousPointer($0) ?? Self.pointer($0) })
            scene.previous = try Self.previous(parameters, of: scene, under: "")
            let frames = FramesRequest(scene: scene, offsets: try parameters.numbers("offsets", at: "/offsets"))
            return try JSONCoding.response(service.frames(frames), maxBytes: maxBytes)
        }
    }

    /// `GET /v1/scenes/{id}/preview?offsets=…`: `POST /v1/preview`, kept once drawn.
    func preview(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try answer(request, endpoint: "preview", keeps: true) { canonical, query throws(Problem) in
            var scene = canonical.scene
            let parameters = try SceneQuery(query, known: Self.framesParameters, pointer: { Self.previousPointer($0) ?? Self.pointer($0) })
            scene.previous = try Self.previous(parameters, of: scene, under: "")
            let preview = PreviewRequest(frames: FramesRequest(scene: scene, offsets: try parameters.numbers("offsets", at: "/offsets")))
            return try SceneHandlers.text(service.previewSVG(preview), as: SceneHandlers.previewType, policy: SceneHandlers.previewPolicy,
                                          maxBytes: maxBytes)
        }
    }

    /// `GET /v1/scenes/{id}/snap?target=…&velocity=…&deceleration=…&limit=…&offset=…`: `POST /v1/snap`.
    func snap(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try answer(request, endpoint: "snap") { canonical, query throws(Problem) in
            var scene = canonical.scene
            let pointer = { (name: String) in
                name == "offset" ? "/scene/offset" : Self.previousPointer(name).map { "/scene" + $0 } ?? Self.pointer(name)
            }
            let parameters = try SceneQuery(query, known: Self.snapParameters, pointer: pointer)
            scene.previous = try Self.previous(parameters, of: scene, under: "/scene")
            var snap = SnapRequest(scene: scene, target: try parameters.text("target", at: "/target"))
            snap.scene.offset = try parameters.number("offset", at: "/scene/offset") ?? 0
            if let velocity = try parameters.number("velocity", at: "/velocity") { snap.velocity = velocity }
            if let deceleration = try parameters.value("deceleration", as: SnapRequest.Deceleration.self, at: "/deceleration") {
                snap.deceleration = deceleration
            }
            if let limit = try parameters.value("limit", as: SnapRequest.Limit.self, at: "/limit") { snap.limit = limit }
            return try JSONCoding.response(service.snap(snap), maxBytes: maxBytes)
        }
    }

    /// `GET /v1/scenes/{id}/locate?section=…&item=…&align=…&fraction=…&offset=…`: `POST /v1/locate`.
    func locate(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try answer(request, endpoint: "locate") { canonical, query throws(Problem) in
            let scene = canonical.scene
            let pointer = { (name: String) in name == "offset" ? "/scene/offset" : Self.pointer(name) }
            let parameters = try SceneQuery(query, known: ["section", "item", "align", "fraction", "offset"], pointer: pointer)
            guard let section = try parameters.text("section", at: "/section") else { throw Self.missing("section") }
            guard let item = try parameters.integer("item", at: "/item") else { throw Self.missing("item") }
            var locate = LocateRequest(scene: scene, section: section, item: item,
                                       align: try parameters.value("align", as: LocateRequest.Alignment.self, at: "/align"),
                                       fraction: try parameters.number("fraction", at: "/fraction"))
            locate.scene.offset = try parameters.number("offset", at: "/scene/offset") ?? 0
            return try JSONCoding.response(service.locate(locate), maxBytes: maxBytes)
        }
    }

    /// `GET /v1/scenes/{id}/timeline?source=…&from=…&to=…&tolerance=…&tracks=…&held=…`: `POST /v1/timeline`, as JSON,
    /// CSS or a page by `Accept`, kept once compiled.
    func timeline(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        guard let type = SceneHandlers.timelineType(request) else { throw SceneHandlers.notAcceptable }
        return try answer(request, endpoint: "timeline", representation: type, varies: true, keeps: true) { canonical, query throws(Problem) in
            let scene = canonical.scene
            let parameters = try SceneQuery(query, known: ["source", "from", "to", "tolerance", "tracks", "held"], pointer: Self.pointer)
            var timeline = TimelineRequest(scene: scene, source: try parameters.text("source", at: "/source"),
                                           from: try parameters.number("from", at: "/from"), to: try parameters.number("to", at: "/to"),
                                           tracks: try parameters.value("tracks", as: TimelineRequest.TrackMode.self, at: "/tracks") ?? .perItem)
            if let tolerance = try parameters.number("tolerance", at: "/tolerance") { timeline.tolerance = tolerance }
            if let held = try parameters.bool("held", at: "/held") { timeline.held = held }
            return try SceneHandlers.timeline(timeline, as: type, service: service)
        }
    }

    /// The answer about the held scene of `request`'s path that `compute` makes from the scene and the query, with its
    /// tag and `Cache-Control` (and `Vary: Accept` when it `varies`); 304 when `If-None-Match` holds the tag, and a
    /// kept answer when it `keeps` them.
    private func answer(
        _ request: HTTPRequest, endpoint: String, representation: String = "application/json", varies: Bool = false, keeps: Bool = false,
        _ compute: (CanonicalScene, [QueryArgument]) throws(Problem) -> HTTPResponse
    ) throws(Problem) -> HTTPResponse {
        let id = try Self.heldID(in: request.path)
        let field = request.headers.combined("If-None-Match")
        let tag = EntityTag.answer(id: id, endpoint: endpoint, query: request.query, representation: representation, field: field)
        var headers: HTTPHeaders = ["ETag": tag, "Cache-Control": held.cacheControl]
        if varies { headers["Vary"] = "Accept" }
        // A tag is only ever given with a 200, so one the client holds names an answer that is one: 304 at once. `*`
        // holds any current answer, which only computing tells (a query that is 422 has none).
        if EntityTag.noneMatchHolds(field, tag: tag, exists: { false }) { return HTTPResponse(status: 304, headers: headers) }
        // Kept by the request itself, never by its tag: a tag is a short hash, which a client could make two queries share.
        let key = keeps ? EntityTag.answerKey(id: id, endpoint: endpoint, query: request.query, representation: representation) : nil
        var response: HTTPResponse
        if let key, let kept = held.answer(for: key) {
            response = kept
        } else {
            response = try compute(held.scene(String(id)), request.query)
            for field in headers { response.headers[field.name] = field.value }
            if let key { held.keep(response, for: key) }
        }
        if EntityTag.noneMatchHolds(field, tag: tag, exists: { true }) { return HTTPResponse(status: 304, headers: headers) }
        return response
    }

    /// The section id of an `offset.<id>` parameter, compared as UTF-8 (an id may start with a combining mark); nil
    /// for any other name.
    static func sectionID(inOffset name: String) -> String? {
        id(in: name, after: "offset.")
    }

    /// The bar id of a `previous.hidden.<id>` parameter, compared as UTF-8; nil for any other name.
    static func barID(inHidden name: String) -> String? {
        id(in: name, after: "previous.hidden.")
    }

    /// The id a parameter's name holds after `prefix`, compared as UTF-8 (an id may start with a combining mark); nil
    /// when the name does not start with it or holds nothing after it.
    private static func id(in name: String, after prefix: String) -> String? {
        guard name.utf8.count > prefix.utf8.count, name.utf8.starts(with: prefix.utf8) else { return nil }
        return String(name.utf8.dropFirst(prefix.utf8.count))
    }

    /// The parameters that stand for the scene's `previous`: `previous.offset`, and `previous.hidden.<bar id>`.
    static let previousNames = ["previous.offset", "previous.hidden."]

    /// The parameters of the held scene's frame (a name ending in `.` starts a family), of its frames and preview, and
    /// of its snap: each `POST` body's members that a query may give, its scene's `previous` among them.
    static let frameParameters = ["offset", "offset."] + previousNames
    static let framesParameters = ["offsets"] + previousNames
    static let snapParameters = ["target", "velocity", "deceleration", "limit", "offset"] + previousNames

    /// The pointer of a `previous` parameter's member (`/previous/offset`, `/previous/hidden/<bar id>`); nil for any
    /// other name.
    static func previousPointer(_ name: String) -> String? {
        if name == "previous.offset" { return "/previous/offset" }
        return barID(inHidden: name).map { "/previous/hidden/" + RequestError.token($0) }
    }

    /// The scene's `previous` the query's parameters spell, checked against the held scene's bar (pointers under
    /// `prefix`, where the `POST` body holds the scene); nil when none is given. `previous.hidden.<id>` needs
    /// `previous.offset`, as `hidden` needs `offset` in the body.
    static func previous(_ parameters: SceneQuery, of scene: Scene, under prefix: String) throws(Problem) -> PreviousFrame? {
        // Most queries name no frame before: nothing to look up.
        guard parameters.names.contains(where: { $0.utf8.starts(with: "previous.".utf8) }) else { return nil }
        var entries: [HiddenAmounts.Entry] = []
        for name in parameters.names {
            guard let id = barID(inHidden: name) else { continue }
            // As many as the body's `hidden` may hold.
            guard entries.count < HiddenAmounts.maxEntries else {
                throw Problem.invalidRequest("at most \(HiddenAmounts.maxEntries) previous.hidden parameters", pointer: prefix + "/previous/hidden")
            }
            entries.append(HiddenAmounts.Entry(id: id, amount: try parameters.number(name, at: prefix + (previousPointer(name) ?? "/previous/hidden"))))
        }
        let offset = try parameters.number("previous.offset", at: prefix + "/previous/offset")
        guard offset != nil || !entries.isEmpty else { return nil }
        guard let offset else {
            throw Problem.invalidRequest("previous.hidden needs previous.offset, the offset of the frame before", pointer: prefix + "/previous/offset")
        }
        let previous = PreviousFrame(offset: offset, hidden: entries.isEmpty ? nil : HiddenAmounts(entries))
        do {
            try previous.validate(bar: scene.barID)
        } catch {
            throw Problem.invalidRequest(error.reason, pointer: prefix + error.pointer)
        }
        return previous
    }

    /// `/<name>`, with `~` and `/` escaped as RFC 6901 says.
    static func pointer(_ name: String) -> String {
        "/" + RequestError.token(name)
    }

    /// 422: a required parameter is missing.
    private static func missing(_ name: String) -> Problem {
        Problem.invalidRequest("required query parameter \"\(name)\" is missing", pointer: "/\(name)")
    }

    private var maxBytes: Int { service.limits.maxResponseBytes }
}
