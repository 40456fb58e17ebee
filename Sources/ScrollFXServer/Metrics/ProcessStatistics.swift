import Foundation
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
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The entries of `/proc/self/fd`, less the one the listing itself opens.
    private static func countDescriptors() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
        return max(0, entries - 1)
    }
}
