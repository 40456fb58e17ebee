import Foundation

/// Headless Chromium, driven by `scripts/chromium-eval.py` (installed by `scripts/setup --tests`).
public enum Chromium {
    /// What `expression` (awaited if a promise) evaluates to on `page`, decoded from JSON.
    public static func evaluate(page: URL, expression: String, timeoutSeconds: Int = 60) async throws -> Any {
        try await run([page.isFileURL ? page.path : page.absoluteString, expression, String(timeoutSeconds)])
    }

    /// What each of `expressions` evaluates to on `page`, in turn; a value that is an object with
    /// `columns: [x, …]` or `rows: [y, …]` also gets `pixels: {"x<x>": [[r, g, b], …], "y<y>": …}`,
    /// the window's pixels down each column and along each row.
    public static func steps(page: URL, expressions: [String], timeoutSeconds: Int = 120) async throws -> [Any] {
        let list = String(decoding: try JSONSerialization.data(withJSONObject: expressions), as: UTF8.self)
        let values = try await run(["--steps", page.isFileURL ? page.path : page.absoluteString, list, String(timeoutSeconds)])
        guard let array = values as? [Any] else { throw Failure(message: "chromium-eval: expected an array of step values") }
        return array
    }

    /// Runs the script, waiting for the browser on a thread of its own, while no other test takes its turn.
    private static func run(_ arguments: [String]) async throws -> Any {
        let answer = try await takingTurns { try await onThreadOfItsOwn { try runBlocking(arguments) } }
        return try JSONSerialization.jsonObject(with: answer, options: [.fragmentsAllowed])
    }

    private static func runBlocking(_ arguments: [String]) throws -> Data {
        let root = String(#filePath.split(separator: "/Tests/").first!)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: root + "/scripts/chromium-eval.py")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(message: String(decoding: message, as: UTF8.self))
        }
        return answer
    }

    /// The browser could not be run or the page failed; `message` says why.
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
