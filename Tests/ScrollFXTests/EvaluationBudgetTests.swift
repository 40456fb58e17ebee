@testable import ScrollFX
import Testing

@Suite("one compile's evaluation budget")
struct EvaluationBudgetTests {
    /// An item and two layers, one with an eased map: three elements, cost 3 + 2.
    let weight = EvaluationWeight(effects: [], layers: [
        Layer(id: "a", effects: [
            .map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(0, 0), Keyframe(1, 1)], easing: .steps(count: 2, position: .jumpEnd))),
        ]),
        Layer(id: "b"),
    ])

    @Test("an eased map costs two, an element one: three elements with one eased map cost five")
    func weightCountsElementsAndEasedMaps() {
        #expect(weight.elements == 3)
        #expect(weight.cost == 5)
    }

    @Test("the charge past the budget is refused at /to, naming the budget and the place")
    func overBudgetNamesPlace() {
        let budget = EvaluationBudget(maxEvaluations: 12)
        #expect(throws: Never.self) { try budget.charge(weight, for: "item 1"); try budget.charge(weight, for: "item 1") }
        #expect(budget.evaluations == 10 && !budget.isExhausted)
        #expect(throws: RequestError.self) { try budget.charge(weight, for: "item 7 of section \"s\"") }
        #expect(throws: RequestError(pointer: "/to", reason: "the timeline needs more than 12 evaluations of elements and effects "
                                   + "(item 7 of section \"s\"); narrow the range or raise the tolerance")) {
            try budget.check(at: "item 7 of section \"s\"")
        }
    }

    @Test("what a fit holds is let go when it returns; past the held budget the charge is refused")
    func heldIsReleased() throws {
        let budget = EvaluationBudget(maxEvaluations: 1_000, maxHeld: 400)
        // The first charge of a fit also counts its lists of breakpoints: 3 elements × 13 properties × 7 + 16.
        try budget.releasing { () throws(RequestError) in
            try budget.charge(weight, for: "a fit")
            #expect(budget.held == 3 * 13 * 7 + 16)
            try budget.charge(weight, for: "a fit")
            #expect(budget.held == 3 * 13 * 8 + 32)
            budget.release(weight)
            #expect(budget.held == 3 * 13 * 7 + 16)
        }
        #expect(budget.held == 0)
        // 289 held after one charge, 344 after two.
        let narrow = EvaluationBudget(maxEvaluations: 1_000, maxHeld: 300)
        let error = #expect(throws: RequestError.self) {
            try narrow.releasing { () throws(RequestError) in for _ in 0..<2 { try narrow.charge(weight, for: "a wide fit") } }
        }
        #expect(error?.reason.hasPrefix("the timeline would hold more than 300 property values at once (a wide fit)") == true)
    }

    @Test("a caller's wish to stop ends the compile at the next check, whatever is left of the budget")
    func shouldStopEndsCompile() {
        nonisolated(unsafe) var stop = false
        let budget = EvaluationBudget(maxEvaluations: 1_000_000, shouldStop: { stop })
        #expect(throws: Never.self) { try budget.check(at: "here") }
        stop = true
        #expect(budget.isExhausted)
        #expect(throws: RequestError.self) { try budget.check(at: "here") }
    }
}
