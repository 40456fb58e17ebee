import Foundation
import ScrollFXServer
import TestSupport
import Testing

/// The release server's peak resident memory and the time of each answer, for the requests that once took
/// hundreds of megabytes or several deadlines, and for every endpoint at its limits (docs/operating.md's budget).
///
/// Timings and memory mean something only for the build that is deployed: the suite runs when
/// `SCROLLFX_RELEASE_BIN` names it (scripts/test step 4) and is skipped against the debug build.
@Suite("a request's work is bounded by its limits, on the release server", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["SCROLLFX_RELEASE_BIN"] != nil))
struct BoundedWorkServerTests {
    /// The compute deadline of the default settings, and the slack every answer is allowed past it.
    static let deadline = 2.0, slack = 0.1
    /// The most the server may hold resident at its peak, after every probe.
    static let peakBytes = 100 << 20

    @Test("each probe answers within the deadline plus 100 ms with its status, and the server's peak RSS stays under 100 MB",
          arguments: ["the issue's probes", "every endpoint at its limits"])
    func probes(_ set: String) async throws {
        let probes = set == "the issue's probes" ? BoundedWorkProbes.issue : BoundedWorkProbes.atLimits
        let report = try await Self.serve(probes)
        for answer in report.answers {
            print(String(format: "bounded work: %@ → %d in %.3f s, %d bytes, peak RSS since start %d KiB", answer.probe.name, answer.status,
                         answer.seconds, answer.bytes, answer.peakBytes >> 10))
            #expect(answer.probe.statuses.contains(answer.status), "\(answer.probe.name): \(answer.status) \(answer.detail)")
            #expect(answer.seconds <= Self.deadline + Self.slack, "\(answer.probe.name): \(answer.seconds) s")
        }
        print("bounded work: peak RSS \(report.peakBytes >> 10) KiB after \(probes.count) probes")
        #expect(report.peakBytes < Self.peakBytes, "peak RSS \(report.peakBytes >> 20) MiB")
    }

    /// The most a server serving one request at a time may hold at its peak: the budget of one request at the default
    /// limits (``RequestBudget``), with the process's own.
    static let budgetBytes = RequestBudget.baselineBytes + RequestBudget.worstCaseBytes(limits: ServiceLimits(), maxBodyBytes: 1 << 20)

    @Test("200 small random bodies with large multipliers (counts, layers, nesting, offsets, tolerance) each answer within the deadline plus 100 ms, the server within one request's budget")
    func multipliers() async throws {
        var generator = SeededGenerator(for: "small bodies with large multipliers")
        let probes = (0..<200).map { _ in BoundedWorkProbes.random(using: &generator) }
        let report = try await Self.serve(probes)
        var (statuses, peak) = ([Int: Int](), 0)
        for answer in report.answers {
            if answer.peakBytes > peak + (1 << 20) {
                print(String(format: "bounded work, random: peak RSS %d KiB after %@ → %d in %.3f s", answer.peakBytes >> 10, answer.probe.name,
                             answer.status, answer.seconds))
            }
            peak = max(peak, answer.peakBytes)
            statuses[answer.status, default: 0] += 1
            #expect([200, 422, 503].contains(answer.status), "\(answer.probe.name): \(answer.status) \(answer.detail)")
            #expect(answer.seconds <= Self.deadline + Self.slack, "\(answer.probe.name): \(answer.seconds) s")
        }
        let slowest = report.answers.max { $0.seconds < $1.seconds }
        print("bounded work, random: by status \(statuses.sorted { $0.key < $1.key }), slowest \(slowest.map { "\($0.probe.name) \($0.seconds) s" } ?? "-"), peak RSS \(report.peakBytes >> 10) KiB")
        #expect(statuses[200, default: 0] > 20 && statuses[422, default: 0] > 20)
        #expect(report.peakBytes < Self.budgetBytes, "peak RSS \(report.peakBytes >> 20) MiB against a budget of \(Self.budgetBytes >> 20) MiB")
    }

    /// One probe's answer.
    struct Answer {
        var probe: BoundedWorkProbes.Probe
        var status: Int
        var seconds: Double
        var bytes: Int
        /// The server's peak resident memory once it has answered.
        var peakBytes: Int
        /// The start of a problem's body, to say why a status was unexpected.
        var detail: String
    }

    /// Starts the release server on its defaults, sends each probe on a connection of its own, one at a time, and
    /// reads the server's peak resident memory (`VmHWM`) once they are answered.
    static func serve(_ probes: [BoundedWorkProbes.Probe]) async throws -> (answers: [Answer], peakBytes: Int) {
        let (command, port, _) = try await startServe(["--log-level", "notice"], binary: EdgeServerTests.binary)
        defer { command.stop() }
        let pid = try #require(command.processIdentifier)
        let answers = try await onThreadOfItsOwn { () throws -> [Answer] in
            try probes.map { probe in
                let start = ContinuousClock.now
                let response: RawHTTPConnection.Response
                do {
                    response = try RawHTTPConnection(port: port, timeoutSeconds: 30).request("POST", probe.path, headers: probe.headers, body: probe.body)
                } catch {
                    // The server stopped (or stopped answering): say which request it was.
                    throw Unanswered(probe: probe.name, body: String(decoding: probe.body.prefix(2000), as: UTF8.self), error: "\(error)")
                }
                let seconds = (ContinuousClock.now - start) / .seconds(1)
                let detail = response.status == 200 ? "" : String(decoding: response.body.prefix(300), as: UTF8.self)
                return Answer(probe: probe, status: response.status, seconds: seconds, bytes: response.body.count,
                              peakBytes: try peakResidentBytes(pid), detail: detail)
            }
        }
        return (answers, answers.last?.peakBytes ?? 0)
    }

    /// A probe the server did not answer.
    struct Unanswered: Error, CustomStringConvertible {
        var probe: String
        var body: String
        var error: String
        var description: String { "\(probe) was not answered (\(error)); its body begins \(body)" }
    }

    /// A process's peak resident set size, from the `VmHWM` line of `/proc/<pid>/status`.
    static func peakResidentBytes(_ pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        let kibibytes = try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
        return kibibytes << 10
    }
}
