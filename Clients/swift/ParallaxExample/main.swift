// An iOS app's parallax cards, played from a timeline: compiled on the device by the engine (or fetched once with
// ScrollFXClient), then read on every scroll with Timeline.values(at:). It builds and runs on Linux against the
// engine (`swift run ParallaxExample` prints the layer's offsets); the UIKit lines are those of an app, built where
// UIKit is.
import ScrollFX
#if canImport(UIKit)
import UIKit
#endif

var cards = Section(id: "cards", kind: .list)
cards.layers = [Layer(id: "background", cover: true, effects: [.parallax(ParallaxEffect(rate: 0.175))])]
(cards.itemSize, cards.spacing, cards.padding, cards.cornerRadius, cards.count) = (ItemSize(height: 260), 24, Insets(all: 16), 24, 12)
let scene = Scene(viewport: Viewport(width: 390, height: 844), offset: 0, sections: [cards])

// Once: the whole range's timeline, one track per property shared by every card (or: `try await
// ScrollFXClient(serverURL:).hold(scene).timeline(…)`, decoded into `Timeline` from its JSON).
let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tracks: .shared), maxKeyframes: 10_000)
let parallax = timeline.tracks.firstIndex { $0.section == "cards" && $0.layer == ["background"] && $0.property == "transform.translate.y" }

/// Each card's background offset when the list is scrolled to `offset` (nil where the card is not listed): every track
/// read once, the shared one at each card's leading edge (16 + index × 284 in the content, less the offset).
func backgroundYs(cards count: Int, offset: Double) -> [Double?] {
    guard let parallax else { return Array(repeating: nil, count: count) }
    let value = timeline.values(at: offset)[parallax]
    return (0..<count).map { value.value(atPosition: 16 + Double($0) * 284 - offset) }
}

#if canImport(UIKit)
final class CardsController: UIViewController, UIScrollViewDelegate {
    var backgrounds: [UIView] = []  // one per card, inside its clipped card view

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let ys = backgroundYs(cards: backgrounds.count, offset: scrollView.contentOffset.y)
        for (background, y) in zip(backgrounds, ys) {
            if let y { background.transform = CGAffineTransform(translationX: 0, y: y) }
        }
    }
}
#else
for offset in [0.0, 120, 400] {
    print("offset \(offset): the backgrounds of cards 0 to 2 at y \(backgroundYs(cards: 3, offset: offset).map { $0.map { "\($0)" } ?? "none" })")
}
#endif
