@testable import ScrollFX
import Testing

/// The scan-then-set of ids used to refuse a repeat within a scope.
struct SeenIDsTests {
    @Test("a repeat is refused whether the scope holds a few ids or many, before and after the switch to a set")
    func repeats() {
        for count in [1, 2, 16, 17, 18, 40] {
            var seen = SeenIDs()
            let firsts = (0..<count).map { seen.insert("id\($0)") }
            let seconds = (0..<count).map { seen.insert("id\($0)") }
            let other = [seen.insert("other"), seen.insert("other")]
            #expect(firsts.allSatisfy { $0 } && seconds.allSatisfy { !$0 } && other == [true, false], "\(count)")
        }
    }

    @Test("ids that differ only past their first bytes or in length are different")
    func lookAlikes() {
        var seen = SeenIDs()
        let ids = ["", "a", "ab", "a longer id past fifteen bytes", "a longer id past fifteen bytez", "", "ab"]
        #expect(ids.map { seen.insert($0) } == [true, true, true, true, true, false, false])
    }
}
