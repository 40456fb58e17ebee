import Foundation

/// Headless Chromium, driven by `scripts/chromium-eval.py` (installed by `scripts/setup --tests`).
public enum Chromium {
    /// What `expression` (awaited if a promise) evaluates to on `page`, decoded from JSON.
    public static func evaluate(page: URL, expression: String, timeoutSeconds: Int = 60) async throws -> Any {
        try await run([page.isFileURL ? page.path : page.absoluteString, expression], timeoutSeconds: timeoutSeconds)
    }

    /// What each of `expressions` evaluates to on `page`, in turn; a value that is an object with
    /// `columns: [x, …]` or `rows: [y, …]` also gets `pixels: {"x<x>": [[r, g, b], …], "y<y>": …}`,
    /// the window's pixels down each column and along each row.
    public static func steps(page: URL, expressions: [String], timeoutSeconds: Int = 120) async throws -> [Any] {
        let list = String(decoding: try JSONSerialization.data(withJSONObject: expressions), as: UTF8.self)
        let values = try await run(["--steps", page.isFileURL ? page.path : page.absoluteString, list], timeoutSeconds: timeoutSeconds)
        guard let array = values as? [Any] else { throw Failure(message: "chromium-eval: expected an array of step values") }
        return array
    }

    /// Runs the script while no other test takes its turn; it is killed if it outlives its own deadline by a minute.
    private static func run(_ arguments: [String], timeoutSeconds: Int) async throws -> Any {
        let script = String(#filePath.split(separator: "/Tests/").first!) + "/scripts/chromium-eval.py"
        let outcome = try await takingTurns {
            try await ChildProcess.run(script, arguments + [String(timeoutSeconds)], timeLimit: .seconds(timeoutSeconds + 60))
        }
        guard outcome.status == 0 else { throw Failure(message: String(decoding: outcome.error, as: UTF8.self)) }
        return try JSONSerialization.jsonObject(with: outcome.output, options: [.fragmentsAllowed])
    }

    /// The browser could not be run or the page failed; `message` says why.
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
