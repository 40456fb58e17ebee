import Foundation
import Testing

/// The engine is also a library for apps: it must build wherever Swift does, macOS and iOS included.
@Suite("the engine's portability")
struct PortabilityTests {
    /// The repository's root, from this file's path.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file under `folder` of the repository, by its path from the root.
    private func files(under folder: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
        return enumerator.compactMap { ($0 as? URL)?.path.replacingOccurrences(of: root.path + "/", with: "") }
    }

    @Test("the engine imports nothing but swift-numerics' RealModule: no Foundation, Glibc or Darwin")
    func engineImports() throws {
        let sources = try files(under: "Sources/ScrollFX").filter { $0.hasSuffix(".swift") }
        #expect(sources.count > 40)
        for path in sources {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains(" import ") && !$0.contains("//") }
            for line in imports {
                #expect(line == "import RealModule", "\(path): \(line)")
            }
        }
    }

    @Test("no two paths of the package differ only by case, which macOS and Windows checkouts would merge")
    func pathsDifferByMoreThanCase() throws {
        let paths = try ["Sources", "Tests", "Benchmarks", "Fuzz"].flatMap { try files(under: $0) } + ["Package.swift", "README.md"]
        let byFolded = Dictionary(grouping: paths) { $0.lowercased() }
        #expect(paths.count > 100)
        for (_, clashing) in byFolded where clashing.count > 1 {
            Issue.record("these differ only by case: \(clashing)")
        }
    }
}
