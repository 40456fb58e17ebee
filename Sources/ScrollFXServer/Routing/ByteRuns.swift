/// Runs of bytes compared eight at a time: paths against routes, tags against `If-None-Match`.
enum ByteRuns {
    /// Whether the `count` bytes at `a` and at `b` are the same.
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index &+ 8 <= count {
            let left = UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
            guard left == UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self) else { return false }
            index &+= 8
        }
        while index < count {
            guard a[index] == b[index] else { return false }
            index &+= 1
        }
        return true
    }

    /// Whether `a` and `b` hold the same bytes.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        return equal(left, right, count: a.count)
    }

    /// Whether `bytes` holds `run` from `start` on (`start` within `bytes`).
    static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ run: [UInt8], at start: Int) -> Bool {
        guard bytes.count &- start >= run.count else { return false }
        return run.withUnsafeBufferPointer { run in
            guard let base = bytes.baseAddress, let other = run.baseAddress else { return run.isEmpty }
            return equal(base + start, other, count: run.count)
        }
    }
}
