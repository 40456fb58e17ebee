@testable import ScrollFX
import Testing

@Suite("the fits of a section's items")
struct ItemFitsTests {
    static let scene: Scene = {
        let list = Section(id: "list", kind: .list, effects: [.distance(DistanceEffect(radius: 500, opacity: 0.5, scale: 0.2))],
                           itemSize: ItemSize(height: 160), spacing: 12, count: 30)
        return Scene(viewport: Viewport(width: 390, height: 844), sections: [list])
    }()

    @Test("fitted alone, with the scene's windows and a budget of its own, an item's tracks are the compile's, and the fit is charged to it")
    func aloneAsCompiled() throws {
        try Self.scene.validate()
        let request = TimelineRequest(scene: Self.scene, from: 100, to: 2_400, tolerance: 0.25, exposures: false)
        let compiled = try TimelineCompiler(scene: Self.scene).compile(request, maxKeyframes: 100_000)
        let budget = EvaluationBudget(maxEvaluations: TimelineCompiler.defaultMaxEvaluations)
        let fits = try ItemFits(windows: ListingWindows(scene: Self.scene), range: TimelineRange(source: nil, from: 100, to: 2_400, tolerance: 0.25), budget: budget)
            .fits(section: 0, items: 0..<30, scope: .everything(covers: false))
        var held: [Timeline.Track]?
        for item in [0, 4, 9, 17] {
            let tracks = ItemTracks.of(section: "list", item: item, listed: try fits(item), owners: ElementProperties.owners(of: []),
                                       skipping: nil, held: &held)
            #expect(!tracks.isEmpty)
            #expect(tracks == compiled.tracks.filter { $0.item == item }, "item \(item)")
        }
        // The items read only their positions: one fit over positions serves them all, and stays held for the section.
        #expect(budget.evaluations > 0 && budget.held > 0)
    }

    @Test("an item never listed in the range has no fit, and costs no evaluation of its properties")
    func unlistedHasNoFit() throws {
        try Self.scene.validate()
        let budget = EvaluationBudget(maxEvaluations: TimelineCompiler.defaultMaxEvaluations)
        let fits = ItemFits(windows: ListingWindows(scene: Self.scene), range: TimelineRange(source: nil, from: 0, to: 100, tolerance: 0.25), budget: budget)
        #expect(try fits.fit(section: 0, item: 29).isEmpty)
        #expect(budget.evaluations == 0)
    }

    @Test("a fit over its budget is refused, naming the item, rather than answered loosely")
    func overBudgetRefused() throws {
        try Self.scene.validate()
        let fits = ItemFits(windows: ListingWindows(scene: Self.scene), range: TimelineRange(source: nil, from: 0, to: 2_400, tolerance: 0.25),
                            budget: EvaluationBudget(maxEvaluations: 5))
        let error = #expect(throws: RequestError.self) { try fits.fit(section: 0, item: 3) }
        #expect(error?.pointer == "/to")
        #expect(error?.reason.contains("more than 5 evaluations") == true && error?.reason.contains("item 3 of section \"list\"") == true)
    }
}
