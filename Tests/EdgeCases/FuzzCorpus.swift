import Foundation

/// The fuzz target's seeds (`Fuzz/corpus`), by name: the bases the edge tests write their numbers over.
public enum FuzzCorpus {
    /// The corpus folder.
    public static let folder = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!) + "/Fuzz/corpus")

    /// Every seed, sorted by name.
    public static func seeds() throws -> [(name: String, input: FuzzInput)] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap { name in
            FuzzInput(Array(try Data(contentsOf: folder.appendingPathComponent(name)))).map { (name, $0) }
        }
    }
}
