/// Eight bytes read as one little-endian word and tested at once (SWAR). Each test answers the high bit of every
/// byte that passes it, exact up to the first such byte: a subtraction's borrow reaches only the bytes after one.
extension UInt64 {
    /// 0x01 in every byte.
    static var everyByte: UInt64 { 0x0101_0101_0101_0101 }

    /// The high bits of the bytes equal to `byte`.
    @inline(__always)
    func bytes(equalTo byte: UInt8) -> UInt64 {
        let differences = self ^ (.everyByte &* UInt64(truncatingIfNeeded: byte))
        return (differences &- .everyByte) & ~differences & (.everyByte &* 0x80)
    }

    /// The high bits of the bytes below `byte`, which is at most 0x80.
    @inline(__always)
    func bytes(below byte: UInt8) -> UInt64 {
        (self &- .everyByte &* UInt64(truncatingIfNeeded: byte)) & ~self & (.everyByte &* 0x80)
    }

    /// The high bits of the bytes outside ASCII.
    var bytesOutsideASCII: UInt64 { self & (.everyByte &* 0x80) }
}
