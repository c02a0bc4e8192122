// Deterministic property testing without packages: a seeded generator and
// random inputs for the core's value types (the tolerant float comparison
// and the builders they use are in TestSupport.swift).
// Every property test names its seed, so a failure reproduces exactly.
import Testing

import SegPager

// MARK: - SplitMix64

/// Steele, Lea and Flood's SplitMix64: a tiny, fast, seedable generator whose
/// output sequence is fixed by its seed on every platform and Swift version.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`, built from 53 random bits (not from
    /// `Double.random(in:using:)`, whose algorithm the standard library may change).
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53  // [0, 1)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// A uniform integer in `range` (modulo bias is irrelevant for tests).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        uniform(0...1) < p
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...(choices.count - 1))]
    }

    /// A length in `range`, sometimes a whole number and sometimes 0, so that
    /// ties and empty widths occur as they do in real layouts.
    public mutating func length(_ range: ClosedRange<Double>, zeroChance: Double = 0.1) -> Double {
        if chance(zeroChance) { return 0 }
        let value = uniform(range)
        return chance(0.3) ? value.rounded() : value
    }
}

/// The number of random cases each property runs.
public let propertyCaseCount = 400

// MARK: - Random inputs

/// Runs a property's `propertyCaseCount` cases: `body` gets each case's
/// number and the one generator, seeded with `seed`, that all of them draw
/// from in turn.
public func forEachCase(
    seed: UInt64, _ body: (_ index: Int, _ rng: inout SplitMix64) throws -> Void
) rethrows {
    var rng = SplitMix64(seed: seed)
    for i in 0..<propertyCaseCount { try body(i, &rng) }
}

/// `forEachCase` with a random strip case drawn first in each; `body` may
/// adjust the case and draw more numbers.
public func forEachStripCase(
    seed: UInt64, _ body: (_ index: Int, _ problem: inout StripCase, _ rng: inout SplitMix64) throws -> Void
) rethrows {
    try forEachCase(seed: seed) { i, rng in
        var problem = rng.stripCase()
        try body(i, &problem, &rng)
    }
}

/// `forEachStripCase` for the properties of each case's layout as drawn.
public func forEachStripLayout(
    seed: UInt64,
    _ body: (_ index: Int, _ problem: StripCase, _ layout: StripLayout, _ rng: inout SplitMix64) throws ->
        Void
) throws {
    try forEachStripCase(seed: seed) { i, problem, rng in try body(i, problem, try problem.layout(), &rng) }
}

/// One random strip layout problem.
public struct StripCase: CustomStringConvertible {
    public var items: [ItemMetrics]
    public var style: StripStyle
    public var viewportWidth: Double

    public func layout() throws(InputError) -> StripLayout {
        try StripLayout(items: items, style: style, viewportWidth: viewportWidth)
    }

    public var description: String {
        "StripCase(viewport: \(viewportWidth), items: \(items.map { [$0.contentWidth, $0.selectedContentWidth, $0.subtitleWidth, $0.selectedSubtitleWidth] }), style: \(style))"
    }
}

extension SplitMix64 {
    /// A valid strip problem: every width mode, fit policy, direction and
    /// selected-width mode, clamps on and off, strips that fit and that scroll.
    public mutating func stripCase(maxItems: Int = 10) -> StripCase {
        let n = chance(0.05) ? 0 : int(1...maxItems)
        var items = [ItemMetrics]()
        for _ in 0..<n {
            let content = length(0...140)
            var item = ItemMetrics(contentWidth: content)
            if chance(0.5) { item.selectedContentWidth = length(0...160) }
            if chance(0.3) {
                item.subtitleWidth = length(0...40)
                if chance(0.5) { item.selectedSubtitleWidth = length(0...50) }
            }
            items.append(item)
        }
        var style = StripStyle()
        style.widthMode = pick(ItemWidthMode.allCases)
        style.fitPolicy = pick(FitPolicy.allCases)
        style.direction = pick(Direction.allCases)
        style.selectedWidthMode = n > 0 ? pick(SelectedWidthMode.allCases) : .reserve
        style.selectedIndex = n > 0 ? int(0...(n - 1)) : 0
        style.itemWidth = style.widthMode == .fixed ? length(1...120, zeroChance: 0) : length(0...120)
        style.visibleCount = style.widthMode == .visibleCount ? uniform(0.5...8) : uniform(0...8)
        style.itemPadding = chance(0.5) ? 0 : length(0...12)
        style.minItemWidth = chance(0.6) ? 0 : length(0...60)
        style.maxItemWidth = chance(0.6) ? nil : style.minItemWidth + length(1...150, zeroChance: 0)
        style.spacing = chance(0.3) ? 0 : length(0...20)
        style.leadingInset = chance(0.3) ? 0 : length(0...30)
        style.trailingInset = chance(0.3) ? 0 : length(0...30)
        let viewportWidth = chance(0.05) ? 0 : length(1...800, zeroChance: 0)
        return StripCase(items: items, style: style, viewportWidth: viewportWidth)
    }

    /// A valid page geometry: full-width pages or pages narrower and wider
    /// than the viewport, with and without spacing, padding and RTL.
    public mutating func pageGeometry() -> PageGeometry {
        var g = PageGeometry()
        g.pageCount = chance(0.05) ? 0 : int(1...12)
        g.direction = pick(Direction.allCases)
        g.alignment = pick(PageAlignment.allCases)
        g.padEnds = chance(0.5)
        g.viewportWidth = length(50...1000, zeroChance: 0)
        g.pageWidth = chance(0.3) || g.viewportWidth == 0 ? nil : g.viewportWidth * uniform(0.3...1.6)
        g.pageSpacing = chance(0.3) ? 0 : length(0...40)
        return g
    }
}

/// A random strip problem laid out in both directions.
public struct MirroredStrips: CustomStringConvertible {
    public var problem: StripCase
    public var height: Double
    public var leftToRight: Strip
    public var rightToLeft: Strip

    public var description: String { "\(problem), height: \(height)" }
}

/// Runs `body` on `propertyCaseCount` random strips laid out both ways,
/// drawn from a generator seeded with `seed` (which `body` may draw from).
public func forEachMirroredStrips(
    seed: UInt64, _ body: (_ index: Int, _ strips: MirroredStrips, _ rng: inout SplitMix64) throws -> Void
) throws {
    try forEachCase(seed: seed) { i, rng in try body(i, try rng.mirroredStrips(), &rng) }
}

/// `forEachMirroredStrips` with one of the two directions picked at random.
public func forEachRandomStrip(
    seed: UInt64,
    _ body: (_ index: Int, _ strips: MirroredStrips, _ strip: Strip, _ rng: inout SplitMix64) throws -> Void
) throws {
    try forEachMirroredStrips(seed: seed) { i, strips, rng in
        try body(i, strips, rng.chance(0.5) ? strips.leftToRight : strips.rightToLeft, &rng)
    }
}

extension SplitMix64 {
    /// A random valid strip laid out left to right and right to left (the
    /// random case's own direction is replaced).
    public mutating func mirroredStrips(maxItems: Int = 10) throws -> MirroredStrips {
        var problem = stripCase(maxItems: maxItems)
        let height = length(0...60, zeroChance: 0.05)
        problem.style.direction = .leftToRight
        let ltr = try problem.layout()
        problem.style.direction = .rightToLeft
        let rtl = try problem.layout()
        return MirroredStrips(
            problem: problem, height: height,
            leftToRight: Strip(layout: ltr, items: problem.items, height: height),
            rightToLeft: Strip(layout: rtl, items: problem.items, height: height))
    }

    /// A random valid indicator style: every mode, alignment, placement,
    /// transition, named easing and overscroll; `transition` fixes the
    /// transition when given.
    public mutating func randomIndicatorStyle(transition: IndicatorTransition? = nil) -> IndicatorStyle {
        var style = IndicatorStyle()
        style.widthMode = pick(IndicatorWidthMode.allCases)
        style.alignment = pick(IndicatorAlignment.allCases)
        style.placement = pick(IndicatorPlacement.allCases)
        style.transition = transition ?? pick(IndicatorTransition.allCases)
        style.easing = pick([Easing.linear, .ease, .easeIn, .easeOut, .easeInOut])
        style.overscroll = pick(IndicatorOverscroll.allCases)
        style.clampsToItem = chance(0.3)
        style.width = length(1...80, zeroChance: 0)
        style.extraWidth = chance(0.5) ? 0 : uniform(-20...30)
        style.minWidth = chance(0.7) ? 0 : length(0...40)
        style.maxWidth = chance(0.7) ? nil : style.minWidth + length(1...100, zeroChance: 0)
        style.height = length(0...6)
        style.cornerRadius = chance(0.5) ? 0 : length(0...30)
        style.leadingInset = chance(0.6) ? 0 : length(0...15)
        style.trailingInset = chance(0.6) ? 0 : length(0...15)
        style.topInset = chance(0.6) ? 0 : length(0...10)
        style.bottomInset = chance(0.6) ? 0 : length(0...10)
        style.stretch = chance(0.3) ? 1 : uniform(0...1)
        return style
    }

    /// A random valid colour.
    public mutating func color() -> RGBAColor {
        RGBAColor(red: uniform(0...1), green: uniform(0...1), blue: uniform(0...1), alpha: uniform(0...1))
    }
}
