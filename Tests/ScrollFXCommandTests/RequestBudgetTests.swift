import Configuration
import Foundation
import MicroHTTP
@testable import ScrollFXCommand
import ScrollFXServer
import Testing

/// The Kubernetes deployment's memory limit against the worst case its settings allow (docs/operating.md, "A request's
/// budget").
@Suite("a request's budget against the deployment")
struct RequestBudgetTests {
    static let deployment = String(#filePath.split(separator: "/Tests/").first!) + "/deploy/kubernetes/deployment.yaml"

    /// The value of the first line of the deployment holding `key`, after it.
    static func value(after key: String, in text: String) throws -> String {
        let line = try #require(text.split(separator: "\n").first { $0.contains(key) }, "\(key) in deployment.yaml")
        let rest = line[line.range(of: key)!.upperBound...]
        return String(rest.prefix { $0.isNumber || $0.isLetter })
    }

    @Test("the default limits' worst request on each of the deployment's worker threads, with both listeners' bodies being received and connections' buffers, leaves a fifth of the pod's memory limit free")
    func deploymentHasRoom() throws {
        let text = try String(contentsOfFile: Self.deployment, encoding: .utf8)
        let limit = try Self.value(after: "limits: {memory: ", in: text)
        #expect(limit.hasSuffix("Mi"))
        let limitBytes = try #require(Int(limit.dropLast(2))) << 20
        // The deployment fixes the worker threads: one per core of the node would let any number compute at once.
        let threads = try #require(Int(try Self.value(after: "SCROLLFX_SERVER_THREADS, value: \"", in: text)))
        let settings = try ServiceSettings(reader: ConfigReader(provider: InMemoryProvider(values: ServiceSettings.defaults)))
        var transport = settings.server.httpConfiguration(maxBodyBytes: settings.limits.maxBodyBytes, log: { _ in })
        transport.threads = threads
        let admin = settings.admin.httpConfiguration(log: { _ in })
        let worst = RequestBudget.serverBytes(limits: settings.limits.serviceLimits, transport: transport, admin: admin, holding: settings.holding)
        print("request budget: \(RequestBudget.worstCaseBytes(limits: settings.limits.serviceLimits, maxBodyBytes: settings.limits.maxBodyBytes) >> 20) MiB "
              + "a request, \(worst >> 20) MiB for \(threads) threads with \(transport.maxBufferedBytes >> 20) MiB of bodies being received and "
              + "\(transport.connectionLimit) connections' buffers, the admin listener's, and \((settings.holding.maxSceneBytes + settings.holding.maxAnswerBytes) >> 20) MiB "
              + "of held scenes and kept answers, against \(limit)")
        #expect(threads >= 1 && worst <= limitBytes * 4 / 5, "\(worst >> 20) MiB against \(limit)")
    }

    @Test("the budget grows with each limit that scales it")
    func scales() {
        let base = RequestBudget.worstCaseBytes(limits: ServiceLimits(), maxBodyBytes: 1 << 20)
        #expect(RequestBudget.worstCaseBytes(limits: ServiceLimits(), maxBodyBytes: 2 << 20) > base)
        #expect(RequestBudget.worstCaseBytes(limits: ServiceLimits(maxResponseBytes: 8 << 20), maxBodyBytes: 1 << 20) > base)
        #expect(RequestBudget.worstCaseBytes(limits: ServiceLimits(maxListedElements: 1_000_000), maxBodyBytes: 1 << 20) > base)
        #expect(RequestBudget.worstCaseBytes(limits: ServiceLimits(maxResponseBytes: .max), maxBodyBytes: .max) == .max)
    }
}
