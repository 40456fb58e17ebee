import Foundation
@testable import ScrollFXCommand
import Testing

/// The Kubernetes deployment sets every production setting docs/operating.md lists, to a production value, and holds no
/// more access than the service needs.
@Suite("the deployment's production settings")
struct DeploymentSettingsTests {
    static let root = String(#filePath.split(separator: "/Tests/").first!)

    /// The deployment's `{name: X, value: "Y"}` environment, with the Secret's keys as a sample key.
    static func environment() throws -> [String: String] {
        let text = try String(contentsOfFile: root + "/deploy/kubernetes/deployment.yaml", encoding: .utf8)
        var environment: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let name = line.firstMatch(of: /name: (SCROLLFX_[A-Z_]+)/)?.1 else { continue }
            environment[String(name)] = line.firstMatch(of: /value: "?([^"}]*)"?\}/).map { String($0.1) } ?? "a-sample-key-of-32-bytes-or-more-0123456789"
        }
        return environment
    }

    @Test("every variable of the production table is set by the deployment, and its settings load with production values")
    func productionSettings() async throws {
        let docs = try String(contentsOfFile: Self.root + "/docs/operating.md", encoding: .utf8)
        let section = try #require(docs.firstRange(of: "## Production settings").map { docs[$0.upperBound...] }?.split(separator: "\n## ").first)
        let listed = Set(section.matches(of: /\(`(SCROLLFX_[A-Z_]+)`\)/).map { String($0.1) })
        let environment = try Self.environment()
        #expect(listed.count == 8 && listed.isSubset(of: Set(environment.keys)), "\(listed.subtracting(environment.keys))")
        let settings = try await ServiceSettings.load(environment: environment, configFile: Self.root + "/Config/scrollfx.yaml")
        #expect(settings.auth.required && !settings.auth.keys.isEmpty)
        #expect(!settings.playground.enabled && !settings.server.exposeMetrics && settings.rateLimit.requestsPerSecond > 0)
        #expect(settings.server.threads > 0 && settings.server.connectionsPerClient == 0 && settings.log.format == "json")
    }

    @Test("no service-account token in the pod; the network policy lets it reach nothing")
    func leastAccess() throws {
        let deployment = try String(contentsOfFile: Self.root + "/deploy/kubernetes/deployment.yaml", encoding: .utf8)
        #expect(deployment.contains("automountServiceAccountToken: false"))
        let policy = try String(contentsOfFile: Self.root + "/deploy/kubernetes/networkpolicy.yaml", encoding: .utf8)
        #expect(policy.contains("policyTypes: [Ingress, Egress]") && policy.contains("egress: []"))
    }
}
