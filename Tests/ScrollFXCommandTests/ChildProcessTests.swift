import Foundation
import TestSupport
import Testing

/// The time limits that keep a stuck child from hanging the test run.
@Suite("child processes of the tests")
struct ChildProcessTests {
    @Test("a command that outlives its time limit is killed and reported")
    func runKilledAtItsLimit() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        await #expect(throws: ChildProcess.TimedOut.self) {
            try await ChildProcess.run("/bin/sleep", ["300"], timeLimit: .milliseconds(200))
        }
        // Far from the child's own 300 s, and from the seconds two busy cores may keep the kill waiting.
        #expect(clock.now - started < .seconds(60))
    }

    @Test("a command run to its end gives its output, error output and exit status")
    func runToTheEnd() async throws {
        let outcome = try await ChildProcess.run("/bin/sh", ["-c", "cat; echo oops >&2; exit 3"], input: Data("hello".utf8))
        #expect(String(decoding: outcome.output, as: UTF8.self) == "hello")
        #expect(String(decoding: outcome.error, as: UTF8.self) == "oops\n")
        #expect(outcome.status == 3)
    }

    @Test("a live process still running at exitStatus's limit is killed (137); one that SIGTERM ends reports 143")
    func liveProcessKilledAtItsLimit() async throws {
        let clock = ContinuousClock()
        let stuck = LiveProcess("/bin/sleep", ["300"])
        let started = clock.now
        #expect(await stuck.exitStatus(within: .milliseconds(200)) == 137)
        #expect(clock.now - started < .seconds(60))

        let echo = LiveProcess("/bin/sh", ["-c", "echo ready; exec sleep 30"])
        #expect(await echo.line(containing: "ready") == "ready")
        echo.terminate()
        #expect(await echo.exitStatus() == 128 + SIGTERM)
    }
}
