extension Insets {
    /// Checks each side, in document order: none negative.
    func validate(at pointer: @autoclosure () -> String) throws(RequestError) {
        try require(top, "\(pointer())/top", .nonNegative)
        try require(leading, "\(pointer())/leading", .nonNegative)
        try require(bottom, "\(pointer())/bottom", .nonNegative)
        try require(trailing, "\(pointer())/trailing", .nonNegative)
    }
}

extension Rect {
    /// Checks the origin (finite) and the size (not negative), in document order.
    func validate(at pointer: @autoclosure () -> String) throws(RequestError) {
        try require(x, "\(pointer())/x", .finite)
        try require(y, "\(pointer())/y", .finite)
        try require(width, "\(pointer())/width", .nonNegative)
        try require(height, "\(pointer())/height", .nonNegative)
    }
}
