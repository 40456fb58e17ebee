extension Timeline {
    /// The scene's bar that hides and returns, for a player that keeps its hidden amount s along the user's path: the
    /// bar's tracks are those of the forward path, so played at offset s (over [0, h]) they give its look at every
    /// hidden amount; its followers' stick lines are s higher.
    public struct Reveal: Hashable, Sendable, Codable, WireRecord {
        /// The bar's section id.
        public var section: String
        /// Its length along the scene axis, h.
        public var length: Double
        /// The scene's start inset along its axis, i₀: where the bar's start sticks when it is whole.
        public var inset: Double
        /// Where it settles at rest (``ScrollFX/Reveal/threshold``).
        public var threshold: Double
        /// The ids of the pinned sections that follow it (`sticky.follow`), in the scene's order.
        public var follow: [String]

        /// Creates a bar's descriptor.
        public init(section: String, length: Double, inset: Double, threshold: Double, follow: [String]) {
            self.section = section
            self.length = length
            self.inset = inset
            self.threshold = threshold
            self.follow = follow
        }

        /// The descriptor of the bar of a validated scene, none without one.
        init?(scene: Scene, bar: RevealBar?) {
            guard let bar else { return nil }
            let follow = scene.sections.filter { $0.sticky?.follow != nil }.map(\.id)
            self.init(section: bar.id, length: bar.length, inset: scene.contentInset.start(scene.axis), threshold: bar.threshold,
                      follow: follow)
        }

        /// Empty until read.
        public static var unread: Reveal { Reveal(section: "", length: 0, inset: 0, threshold: 0, follow: []) }

        /// A descriptor's members, in the byte order of their names.
        public static func members<List: MemberList & ~Copyable>(of reveal: inout Reveal, _ list: inout List) throws(List.Failure) {
            try list.required("follow", &reveal.follow)
            try list.required("inset", &reveal.inset)
            try list.required("length", &reveal.length)
            try list.required("section", &reveal.section)
            try list.required("threshold", &reveal.threshold)
        }
    }
}
