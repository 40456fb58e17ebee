import Foundation
import Testing

/// The engine's folders, read as a reader of the repository reads them: each uses the types another declares, and no
/// two folders use each other, however indirectly.
@Suite("the engine's folders")
struct EngineFolderTests {
    private static let engine = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!)).appendingPathComponent("Sources/ScrollFX")

    /// Each folder's source text, comments left out.
    private static func folders() throws -> [String: String] {
        var texts: [String: String] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: engine.path) {
            let url = engine.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                texts[folder, default: ""] += text.split(separator: "\n").map { $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }.joined(separator: "\n")
            }
        }
        return texts
    }

    /// Which folders each folder uses: those declaring a type it names.
    private static func uses() throws -> [String: Set<String>] {
        let texts = try folders()
        var owner: [Substring: String] = [:]
        for (folder, text) in texts {
            for match in text.matches(of: /(?m)^(?:public |package )?(?:final )?(?:struct|enum|class|protocol|typealias) (\w+)/) {
                owner[match.output.1] = folder
            }
        }
        return texts.mapValues { text in
            Set(text.matches(of: /\b[A-Z]\w*\b/).compactMap { owner[$0.output] })
        }.reduce(into: [:]) { result, entry in result[entry.key] = entry.value.subtracting([entry.key]) }
    }

    @Test("no two folders use each other, however indirectly: the folders are layers")
    func noCycles() throws {
        let uses = try Self.uses()
        #expect(uses.count >= 10)
        // A folder reaches what it uses, and what those reach.
        for start in uses.keys.sorted() {
            var reached: Set<String> = []
            var next = Array(uses[start] ?? [])
            while let folder = next.popLast() {
                guard reached.insert(folder).inserted else { continue }
                next += uses[folder] ?? []
            }
            #expect(!reached.contains(start), "\(start) reaches itself through \(reached.sorted())")
        }
    }

    @Test("the field lists and their error are the bottom layer: Wire uses no other folder")
    func wireIsBottom() throws {
        let uses = try Self.uses()
        #expect(uses["Wire"] == [])
        #expect(uses["Geometry"] == ["Wire"])
    }
}
