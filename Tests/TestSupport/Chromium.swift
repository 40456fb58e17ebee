import Foundation

/// Headless Chromium, driven by `scripts/chromium-eval.py` (installed by `scripts/setup --tests`).
public enum Chromium {
    /// What `expression` (awaited if a promise) evaluates to on `page`, decoded from JSON.
    public static func evaluate(page: URL, expression: String, timeoutSeconds: Int = 60) throws -> Any {
        let root = String(#filePath.split(separator: "/Tests/").first!)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: root + "/scripts/chromium-eval.py")
        process.arguments = [page.path, expression, String(timeoutSeconds)]
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
        return try JSONSerialization.jsonObject(with: answer, options: [.fragmentsAllowed])
    }

    /// The browser could not be run or the page failed; `message` says why.
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
