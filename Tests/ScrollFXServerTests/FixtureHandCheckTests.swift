import Foundation
import MicroHTTP
import ScrollFXServer
import TestSupport
import Testing

/// Numbers of the golden fixtures that are not the contract's seeds, worked out by hand from the request (the arithmetic
/// beside each): the recorded responses are checked against these, not only against themselves.
private let handChecked: [(fixture: String, pointer: String, expected: Double)] = [
    // horizontal-list: a horizontal scene 800 × 300 at offset 250, contentInset 12 all round; a list of 180-wide items
    // (s1 320, s3 90 × 120) 10 apart, padded 20 top and bottom. Item k starts at 12 + the widths and gaps before it − 250:
    // s0 at −238 ends at −58 and is not listed; s1 −48, s2 −48 + 320 + 10 = 282, s3 472, s4 572, s5 762.
    ("horizontal-list", "/sections/0/visibleRange/first", 1),
    ("horizontal-list", "/sections/0/items/0/frame/x", -48),
    ("horizontal-list", "/sections/0/items/1/frame/x", 282),
    ("horizontal-list", "/sections/0/items/2/frame/x", 472),
    ("horizontal-list", "/sections/0/items/3/frame/x", 572),
    ("horizontal-list", "/sections/0/items/4/frame/x", 762),
    // Across the axis: 12 + 20 = 32 down, and 300 − 2 × 12 − 2 × 20 = 236 high where the item gives no height.
    ("horizontal-list", "/sections/0/items/0/frame/y", 32),
    ("horizontal-list", "/sections/0/items/0/frame/height", 236),
    ("horizontal-list", "/sections/0/items/2/frame/height", 120),
    // The section spans 6 items and 5 gaps: 180 × 4 + 320 + 90 + 50 = 1180, from 12 − 250 = −238.
    ("horizontal-list", "/sections/0/frame/x", -238),
    ("horizontal-list", "/sections/0/frame/width", 1180),
    ("horizontal-list", "/maxOffset", 1204 - 800),
    // The art layer's parallax, rate 0.2, origin center: 0.2 × (centre − 400). s1: centre −48 + 160 = 112 → −57.6;
    // s3: 472 + 45 = 517 → 23.4; s5: 762 + 90 = 852 → 90.4.
    ("horizontal-list", "/sections/0/items/0/layers/0/transform/translate/x", -57.6),
    ("horizontal-list", "/sections/0/items/2/layers/0/transform/translate/x", 23.4),
    ("horizontal-list", "/sections/0/items/4/layers/0/transform/translate/x", 90.4),
    // s5 shows 800 − 762 = 38 of its width; s1 its part right of 0, 272.
    ("horizontal-list", "/sections/0/items/4/visibleRect/width", 38),
    ("horizontal-list", "/sections/0/items/0/visibleRect/width", 272),

    // box-and-stretch: pulled 30 (offset −30) in a 375 × 667 viewport. The header (150) rests at 30 and stretches
    // uniformly by (150 + 30) / 150 = 1.2 about its bottom edge.
    ("box-and-stretch", "/sections/0/items/0/frame/y", 30),
    ("box-and-stretch", "/sections/0/items/0/transform/scale/x", 1.2),
    ("box-and-stretch", "/sections/0/items/0/transform/scale/y", 1.2),
    ("box-and-stretch", "/sections/0/items/0/transform/anchor/y", 1),
    // The box at content y 560 shows at 590; offset −30 on the fade [[−50, 0], [0, 1]] → 0.4; pull 30 on the scale
    // [[0, 1], [100, 1.5]] → 1.15.
    ("box-and-stretch", "/sections/1/items/0/frame/y", 590),
    ("box-and-stretch", "/sections/1/items/0/transform/opacity", 0.4),
    ("box-and-stretch", "/sections/1/items/0/transform/scale/x", 1.15),
    // The rows follow the header and the scene's spacing: 150 + 10 = 160 in content, 190 on screen, 64 apart;
    // row 7 starts at 190 + 7 × 64 = 638 < 667 and is the last listed.
    ("box-and-stretch", "/sections/2/items/0/frame/y", 190),
    ("box-and-stretch", "/sections/2/items/2/frame/y", 318),
    ("box-and-stretch", "/sections/2/visibleRange/last", 7),
    // Content: 150 + 10 + 40 × 64 = 2720; maxOffset 2720 − 667.
    ("box-and-stretch", "/contentSize/height", 2720),
    ("box-and-stretch", "/maxOffset", 2053),

    // carousel-featured: a 120 header above a carousel, scene offset 40: the header at −40, the carousel at 120 − 40 = 80,
    // 8 + 360 + 8 = 376 high. Centred 250-wide items in 400 are padded by 75, 266 apart; the carousel at 300 puts item k
    // at 75 + 266k − 300: −225, 41, 307, each 80 + 8 = 88 down.
    ("carousel-featured", "/sections/0/items/0/frame/y", -40),
    ("carousel-featured", "/sections/1/frame/y", 80),
    ("carousel-featured", "/sections/1/frame/height", 376),
    ("carousel-featured", "/sections/1/items/0/frame/x", -225),
    ("carousel-featured", "/sections/1/items/1/frame/x", 41),
    ("carousel-featured", "/sections/1/items/2/frame/x", 307),
    ("carousel-featured", "/sections/1/items/0/frame/y", 88),
    // Its content: 75 + 5 × 250 + 4 × 16 + 75 = 1464, so maxOffset 1064.
    ("carousel-featured", "/sections/1/maxOffset", 1064),
    // The image, overscanned 1.25: 312.5 wide from −31.25; slid by −(centre − 200) / 400 × 0.7 × 250: item 0's centre
    // −100 → 131.25, item 1's 166 → 14.875, item 2's 432 → −101.5.
    ("carousel-featured", "/sections/1/items/0/layers/0/frame/x", -31.25),
    ("carousel-featured", "/sections/1/items/0/layers/0/frame/width", 312.5),
    ("carousel-featured", "/sections/1/items/0/layers/0/transform/translate/x", 131.25),
    ("carousel-featured", "/sections/1/items/1/layers/0/transform/translate/x", 14.875),
    ("carousel-featured", "/sections/1/items/2/layers/0/transform/translate/x", -101.5),

    // grid-glow: 3 columns in 390 with padding 16 and spacing 8: (390 − 32 − 16) / 3 = 114 wide at x 16, 138, 260;
    // rows 108 apart from 16, scrolled 150: −134, −26. Eight rows: 16 + 8 × 100 + 7 × 8 + 16 = 888 high from −150,
    // centre (195, 294).
    ("grid-glow", "/sections/0/frame/height", 888),
    ("grid-glow", "/sections/0/items/0/frame/x", 16),
    ("grid-glow", "/sections/0/items/1/frame/x", 138),
    ("grid-glow", "/sections/0/items/2/frame/x", 260),
    ("grid-glow", "/sections/0/items/0/frame/width", 114),
    ("grid-glow", "/sections/0/items/0/frame/y", -134),
    ("grid-glow", "/sections/0/items/3/frame/y", -26),
    // The glow (radius 400, opacity 0.4, scale 0.08, against the section): item 1's centre (195, −84) is 378 away →
    // n 0.945 → opacity 1 − 0.378 = 0.622, scale 1 − 0.0756 = 0.9244; item 4's (195, 24) is 270 away → 0.73, 0.946;
    // item 0's (73, −84) is √(122² + 378²) = √157768 away → opacity 1 − 0.4 × √157768 / 400.
    ("grid-glow", "/sections/0/items/1/transform/opacity", 0.622),
    ("grid-glow", "/sections/0/items/1/transform/scale/x", 0.9244),
    ("grid-glow", "/sections/0/items/4/transform/opacity", 0.73),
    ("grid-glow", "/sections/0/items/4/transform/scale/y", 0.946),
    ("grid-glow", "/sections/0/items/0/transform/opacity", 1 - 0.4 * 157_768.0.squareRoot() / 400),

    // header-hero-overscroll: pulled 40. The hero (320, grow) starts at 40 and is 360 long, translated −40; its art
    // drifts 0.45 × 40 = 18. The list follows at 320 − (−40) = 360 with padding 16: rows of 80 every 92 from 376, 358
    // wide; row 5 at 836 < 844 is the last listed. Content: 320 + 16 + 30 × 80 + 29 × 12 + 16 + 34 (bottom inset) = 3134.
    ("header-hero-overscroll", "/sections/0/items/0/frame/y", 40),
    ("header-hero-overscroll", "/sections/0/items/0/frame/height", 360),
    ("header-hero-overscroll", "/sections/0/items/0/transform/translate/y", -40),
    ("header-hero-overscroll", "/sections/0/items/0/layers/0/transform/translate/y", 18),
    ("header-hero-overscroll", "/sections/1/items/0/frame/y", 376),
    ("header-hero-overscroll", "/sections/1/items/3/frame/y", 652),
    ("header-hero-overscroll", "/sections/1/items/0/frame/width", 358),
    ("header-hero-overscroll", "/sections/1/visibleRange/last", 5),
    ("header-hero-overscroll", "/contentSize/height", 3134),
    ("header-hero-overscroll", "/maxOffset", 3134 - 844),

    // carousel-rtl-leading: worked left to right, then mirrored in 360. Leading padding 20, 140-wide items 156 apart,
    // offset 70: items at −50, 106, 262, mirrored to 360 − x − 140: 270, 114, −42; content 20 + 840 + 80 + 20 = 960.
    ("carousel-rtl-leading", "/sections/0/items/0/frame/x", 270),
    ("carousel-rtl-leading", "/sections/0/items/1/frame/x", 114),
    ("carousel-rtl-leading", "/sections/0/items/2/frame/x", -42),
    ("carousel-rtl-leading", "/sections/0/items/0/frame/y", 10),
    ("carousel-rtl-leading", "/sections/0/maxOffset", 600),
    // The cover (overscan 1.2: 168 wide at −14, which mirrors onto itself) slides −(centre − 180) / 360 × 0.5 × 140
    // left to right, negated when mirrored: item 0's centre 20 → 31.1…, so −280 / 9; item 2's 332 → 266 / 9.
    ("carousel-rtl-leading", "/sections/0/items/0/layers/0/frame/x", -14),
    ("carousel-rtl-leading", "/sections/0/items/0/layers/0/transform/translate/x", -280.0 / 9),
    ("carousel-rtl-leading", "/sections/0/items/2/layers/0/transform/translate/x", 266.0 / 9),
    // Which leaves item 0's leading edge 31.1 − 14 = 154 / 9 uncovered and item 2's trailing 29.6 − 14 = 140 / 9.
    ("carousel-rtl-leading", "/warnings/0/amount", 154.0 / 9),
    ("carousel-rtl-leading", "/warnings/1/amount", 140.0 / 9),
    // The badge (32 × 20 at 8, 8, anchor 0, 0) mirrors to x 140 − 8 − 32 = 100, anchor x 1; its rotation maps its
    // centre's distance from 180 over [[−200, −15], [200, 15]], negated: item 1's centre 106 + 24 = 130 → −3.75 → 3.75.
    ("carousel-rtl-leading", "/sections/0/items/1/layers/1/frame/x", 100),
    ("carousel-rtl-leading", "/sections/0/items/1/layers/1/transform/anchor/x", 1),
    ("carousel-rtl-leading", "/sections/0/items/1/layers/1/transform/rotation", 3.75),

    // explore-screen: scrolled 200, sections 24 apart. The hero (320) at −200, its art drifting 0.45 × −200 = −90.
    ("explore-screen", "/sections/0/items/0/frame/y", -200),
    ("explore-screen", "/sections/0/items/0/layers/1/transform/translate/y", -90),
    // The carousel at 320 + 24 = 344, so 144, padded (390 − 250) / 2 = 70, at its offset 266: items at 70 + 266k − 266,
    // so −196, 70, 336; its content 70 + 8 × 250 + 7 × 16 + 70 = 2252, maxOffset 1862. The images slide
    // −(centre − 195) / 390 × 0.7 × 250: item 0's centre −71 → 266 × 175 / 390; item 1 sits centred, 0.
    ("explore-screen", "/sections/1/frame/y", 144),
    ("explore-screen", "/sections/1/items/0/frame/x", -196),
    ("explore-screen", "/sections/1/items/1/frame/x", 70),
    ("explore-screen", "/sections/1/items/2/frame/x", 336),
    ("explore-screen", "/sections/1/maxOffset", 1862),
    ("explore-screen", "/sections/1/items/0/layers/0/transform/translate/x", 266.0 * 175 / 390),
    ("explore-screen", "/sections/1/items/1/layers/0/transform/translate/x", 0),
    // The cards at 344 + 360 + 24 = 728, so 528, padded 16: card 0 at 544, card 1 at 544 + 260 + 24 = 828, 358 wide;
    // their backgrounds drift 0.175 × their tops: 95.2 and 144.9. 20 cards: 16 + 5200 + 19 × 24 + 16 = 5688 high.
    ("explore-screen", "/sections/2/items/0/frame/y", 544),
    ("explore-screen", "/sections/2/items/1/frame/y", 828),
    ("explore-screen", "/sections/2/items/0/frame/width", 358),
    ("explore-screen", "/sections/2/items/0/layers/0/transform/translate/y", 95.2),
    ("explore-screen", "/sections/2/items/1/layers/0/transform/translate/y", 144.9),
    ("explore-screen", "/sections/2/frame/height", 5688),
    // The grid at 728 + 5688 + 24 = 6440, so 6240, 16 + 4 × 100 + 3 × 8 + 16 = 456 high; the content
    // 6440 + 456 + 34 = 6930, maxOffset 6930 − 844 = 6086.
    ("explore-screen", "/sections/3/frame/y", 6240),
    ("explore-screen", "/sections/3/frame/height", 456),
    ("explore-screen", "/contentSize/height", 6930),
    ("explore-screen", "/maxOffset", 6086),
]

/// Every listed item's frame in the fixtures of evenly spaced items, from the same arithmetic in a formula.
private let everyItem: [(fixture: String, pointer: String, expected: Double)] = {
    var checks: [(fixture: String, pointer: String, expected: Double)] = []
    func add(_ fixture: String, _ section: Int, _ items: ClosedRange<Int>, _ field: String, _ value: (Int) -> Double) {
        checks += items.map { (fixture, "/sections/\(section)/items/\($0)/frame/\(field)", value($0)) }
    }
    // Cards 260 high, 24 apart, padded 16, at offsets 200 and 120: y = 16 + 284k − offset, x 16; the background drifts
    // 0.175 × y and its art 0.35 × y.
    add("seed-parallax-cards", 0, 0...3, "y") { 16 + 284 * Double($0) - 200 }
    add("seed-parallax-cards", 0, 0...3, "x") { _ in 16 }
    checks += (0...3).map { ("seed-parallax-cards", "/sections/0/items/\($0)/layers/0/transform/translate/y", 0.175 * (16 + 284 * Double($0) - 200)) }
    checks += (0...3).map { ("seed-parallax-cards", "/sections/0/items/\($0)/layers/0/layers/0/transform/translate/y", 0.35 * (16 + 284 * Double($0) - 200)) }
    add("list-parallax-cards", 0, 0...3, "y") { 16 + 284 * Double($0) - 120 }
    // The seed carousel: 75 + 266k; the seed grid: 3 columns of (592 − 16) / 3 = 192, 200 apart.
    add("seed-carousel", 0, 0...1, "x") { 75 + 266 * Double($0) }
    add("seed-glow-grid", 0, 0...2, "x") { 200 * Double($0) }
    add("seed-glow-grid", 0, 0...2, "width") { _ in 192 }
    // The rows of box-and-stretch (190 + 64k) and of header-hero-overscroll (376 + 92k); grid-glow's 24 cells.
    add("box-and-stretch", 2, 0...7, "y") { 190 + 64 * Double($0) }
    add("header-hero-overscroll", 1, 0...5, "y") { 376 + 92 * Double($0) }
    add("grid-glow", 0, 0...23, "x") { 16 + 122 * Double($0 % 3) }
    add("grid-glow", 0, 0...23, "y") { -134 + 108 * Double($0 / 3) }
    return checks
}()

@Suite("golden fixtures against numbers worked out by hand")
struct FixtureHandCheckTests {
    @Test("each hand-worked number comes back exact to 1e-9", arguments: (handChecked + everyItem).map { "\($0.fixture) \($0.pointer) = \($0.expected)" })
    func number(_ description: String) throws {
        let check = try #require((handChecked + everyItem).first { "\($0.fixture) \($0.pointer) = \($0.expected)" == description })
        let request = HTTPRequest(method: "POST", path: "/v1/frame", headers: ["Content-Type": "application/json"],
                                  body: Array(try Fixtures.request(check.fixture)))
        let response = try routerWithPresets().respond(to: request)
        #expect(response.status == 200)
        let number = try #require(value(at: check.pointer, in: try JSONSerialization.jsonObject(with: Data(response.body))) as? NSNumber)
        #expect(abs(number.doubleValue - check.expected) <= 1e-9, "\(number) ≠ \(check.expected)")
        // The recorded response says the same.
        let recorded = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.responseURL(check.fixture)))
        #expect(abs(((value(at: check.pointer, in: recorded) as? NSNumber)?.doubleValue ?? .nan) - check.expected) <= 1e-9)
    }
}
