/// The 16 lowercase hexadecimal digits of a 64-bit value, written eight at a time: request ids and entity tags.
enum HexDigits {
    /// Writes `value`'s 16 digits at `out`, most significant first (as `String(value, radix: 16)` pads them).
    static func write(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(out).storeBytes(of: digits(value >> 32).littleEndian, as: UInt64.self)
        UnsafeMutableRawPointer(out + 8).storeBytes(of: digits(value & 0xFFFF_FFFF).littleEndian, as: UInt64.self)
    }

    /// The eight digits of `half` (below 2^32) as the bytes of a word, the first digit in its lowest byte: each nibble
    /// spread to a byte of its own, then 0x30 added to each, and 0x27 more (to `a`…`f`) where it is 10 or more.
    private static func digits(_ half: UInt64) -> UInt64 {
        var x = (half | half << 16) & 0x0000_FFFF_0000_FFFF
        x = (x | x << 8) & 0x00FF_00FF_00FF_00FF
        x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F
        // The least significant nibble is in the lowest byte now: the digits are read from the other end.
        let letters = ((x &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        return (x &+ 0x3030_3030_3030_3030 &+ letters &* 0x27).byteSwapped
    }
}
