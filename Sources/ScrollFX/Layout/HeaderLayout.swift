/// `header`: one item of its `size` along the scene axis, spanning the cross size.
struct HeaderLayout: ItemLayout {
    private let axis: Axis
    private let crossLength: Double
    let length: Double
    var count: Int { 1 }

    /// Lays out a validated header for a scene scrolling along `axis`, `crossLength` wide.
    init(section: Section, axis: Axis, crossLength: Double) {
        self.axis = axis
        self.crossLength = crossLength
        self.length = section.size?[axis] ?? 0
    }

    func frame(ofItem index: Int) -> Rect {
        Rect(axis: axis, main: 0, cross: 0, mainLength: length, crossLength: crossLength)
    }

    func candidates(from: Double, to: Double) -> Range<Int> { 0..<1 }
}

/// `box`: one item at its `frame`, placed in content space outside the stack.
struct BoxLayout: ItemLayout {
    private let size: Size
    let length: Double
    var count: Int { 1 }

    /// Lays out a validated box; its item fills the box frame.
    init(frame: Rect, axis: Axis) {
        self.size = frame.size
        self.length = frame.length(axis)
    }

    func frame(ofItem index: Int) -> Rect { Rect(origin: .zero, size: size) }

    func candidates(from: Double, to: Double) -> Range<Int> { 0..<1 }
}
