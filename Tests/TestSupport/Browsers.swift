import Foundation

/// The three browser engines a page must be right in.
public enum Engine: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Chromium, headless, driven over its DevTools pipe (`scripts/chromium-eval.py`).
    case chromium
    /// WebKitGTK's MiniBrowser under Xvfb, the engine of Safari (`scripts/browser-eval.py`).
    case webkit
    /// Firefox ESR, headless, default preferences (`scripts/browser-eval.py`).
    case firefox

    public var description: String { rawValue }
}

/// Pages evaluated in any engine; all three are installed by `scripts/setup --tests`.
public enum Browsers {
    /// What `expression` (awaited if a promise) evaluates to on `page` (a file) in `engine`, decoded from JSON.
    public static func evaluate(_ engine: Engine, page: URL, expression: String, timeoutSeconds: Int = 60) async throws -> Any {
        guard engine != .chromium else { return try await Chromium.evaluate(page: page, expression: expression, timeoutSeconds: timeoutSeconds) }
        let script = String(#filePath.split(separator: "/Tests/").first!) + "/scripts/browser-eval.py"
        let outcome = try await takingTurns {
            try await ChildProcess.run(script, [engine.rawValue, page.path, expression, String(timeoutSeconds)], timeLimit: .seconds(timeoutSeconds + 60))
        }
        guard outcome.status == 0 else { throw Chromium.Failure(message: String(decoding: outcome.error, as: UTF8.self)) }
        return try JSONSerialization.jsonObject(with: outcome.output, options: [.fragmentsAllowed])
    }

    /// What `expression` evaluates to on `page` in `engine`, failing on any violation of its Content-Security-Policy
    /// (`scripts/browser-eval.py`): `page` a server's URL (its answers pass through with their policies) or a file
    /// served with `policy`.
    public static func evaluateUnderPolicy(
        _ engine: Engine, page: String, policy: String? = nil, expression: String, timeoutSeconds: Int = 60
    ) async throws -> Any {
        let script = String(#filePath.split(separator: "/Tests/").first!) + "/scripts/browser-eval.py"
        let outcome = try await takingTurns {
            try await ChildProcess.run(script, [engine.rawValue, page, expression, String(timeoutSeconds)],
                                       environment: policy.map { ["BROWSER_EVAL_CSP": $0] } ?? [:], timeLimit: .seconds(timeoutSeconds + 60))
        }
        guard outcome.status == 0 else { throw Chromium.Failure(message: String(decoding: outcome.error, as: UTF8.self)) }
        return try JSONSerialization.jsonObject(with: outcome.output, options: [.fragmentsAllowed])
    }
}
