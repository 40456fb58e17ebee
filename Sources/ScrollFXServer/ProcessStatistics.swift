#if canImport(Glibc)
import Glibc
#endif

/// This process's resident memory, CPU time and open descriptors, read from Linux's `/proc/self`.
struct ProcessStatistics {
    var residentBytes: Int
    var cpuSeconds: Double
    var openDescriptors: Int

    /// The figures now; a figure `/proc` cannot give is 0.
    static func current() -> ProcessStatistics {
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        // statm: size resident shared …, in pages.
        let statm = read("/proc/self/statm").split(separator: " ")
        let resident = statm.count > 1 ? (Int(statm[1]) ?? 0) * pageSize : 0
        // stat: fields after the parenthesised command name; utime and stime are the 12th and 13th of those.
        let stat = read("/proc/self/stat")
        let fields = stat.lastIndex(of: ")").map { stat[stat.index(after: $0)...].split(separator: " ") } ?? []
        let cpu = fields.count > 12 ? (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0) : 0
        return ProcessStatistics(residentBytes: resident, cpuSeconds: ticks > 0 ? cpu / ticks : 0, openDescriptors: countDescriptors())
    }

    /// A small text file's contents, or "" if it cannot be read.
    private static func read(_ path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = fread(&buffer, 1, buffer.count, file)
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// The entries of `/proc/self/fd`, less the one the listing itself opens.
    private static func countDescriptors() -> Int {
        guard let directory = opendir("/proc/self/fd") else { return 0 }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { count += 1 }
        }
        return max(0, count - 1)
    }
}
