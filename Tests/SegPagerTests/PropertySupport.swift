// Deterministic property testing without packages: a seeded generator,
// tolerant float comparison, and random inputs for the core's value types.
// Every property test names its seed, so a failure reproduces exactly.
import Testing

@testable import SegPager

// MARK: - SplitMix64

/// Steele, Lea and Flood's SplitMix64: a tiny, fast, seedable generator whose
/// output sequence is fixed by its seed on every platform and Swift version.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`, built from 53 random bits (not from
    /// `Double.random(in:using:)`, whose algorithm the standard library may change).
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53  // [0, 1)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// A uniform integer in `range` (modulo bias is irrelevant for tests).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        uniform(0...1) < p
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...(choices.count - 1))]
    }

    /// A length in `range`, sometimes a whole number and sometimes 0, so that
    /// ties and empty widths occur as they do in real layouts.
    mutating func length(_ range: ClosedRange<Double>, zeroChance: Double = 0.1) -> Double {
        if chance(zeroChance) { return 0 }
        let value = uniform(range)
        return chance(0.3) ? value.rounded() : value
    }
}

/// The number of random cases each property runs.
let propertyCaseCount = 400

// MARK: - Tolerant comparison

/// `a ≈ b` within a relative tolerance: `|a − b| ≤ tolerance × (1 + |b|)`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * (1 + abs(b))
}

/// Expects `actual ≈ expected` and names both numbers when it fails.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(actual, expected, tolerance: tolerance),
        "\(actual) is not ≈ \(expected)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

/// Expects two arrays to have the same count and pairwise ≈ elements.
func expectClose(
    _ actual: [Double], _ expected: [Double], tolerance: Double = 1e-9, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let same =
        actual.count == expected.count
        && zip(actual, expected).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    #expect(
        same, "\(actual) is not ≈ \(expected)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

// MARK: - Builders

/// Items with only a title width each.
func items(_ widths: [Double]) -> [ItemMetrics] {
    widths.map { ItemMetrics(contentWidth: $0) }
}

/// A style built from the defaults by `configure`.
func style(_ configure: (inout StripStyle) -> Void) -> StripStyle {
    var style = StripStyle()
    configure(&style)
    return style
}

/// A page geometry built from the defaults by `configure`.
func geometry(_ configure: (inout PageGeometry) -> Void) -> PageGeometry {
    var geometry = PageGeometry()
    configure(&geometry)
    return geometry
}

extension StripLayout {
    var xs: [Double] { frames.map(\.x) }
    var widths: [Double] { frames.map(\.width) }

    /// The frames in left-to-right item order: unchanged for a left-to-right
    /// strip, mirrored back (`x' = content − x − w`) for a right-to-left one.
    func leftToRightFrames(direction: Direction) -> [ItemFrame] {
        guard direction == .rightToLeft else { return frames }
        return frames.map { ItemFrame(x: contentWidth - $0.x - $0.width, width: $0.width) }
    }
}

// MARK: - Random inputs

/// One random strip layout problem.
struct StripCase: CustomStringConvertible {
    var items: [ItemMetrics]
    var style: StripStyle
    var viewportWidth: Double

    func layout() throws(InputError) -> StripLayout {
        try StripLayout(items: items, style: style, viewportWidth: viewportWidth)
    }

    var description: String {
        "StripCase(viewport: \(viewportWidth), items: \(items.map { [$0.contentWidth, $0.selectedContentWidth, $0.subtitleWidth, $0.selectedSubtitleWidth] }), style: \(style))"
    }
}

extension SplitMix64 {
    /// A valid strip problem: every width mode, fit policy, direction and
    /// selected-width mode, clamps on and off, strips that fit and that scroll.
    mutating func stripCase(maxItems: Int = 10) -> StripCase {
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
        style.maxItemWidth = chance(0.6) ? 0 : style.minItemWidth + length(0...150)
        style.spacing = chance(0.3) ? 0 : length(0...20)
        style.leadingInset = chance(0.3) ? 0 : length(0...30)
        style.trailingInset = chance(0.3) ? 0 : length(0...30)
        let viewportWidth = chance(0.05) ? 0 : length(1...800, zeroChance: 0)
        return StripCase(items: items, style: style, viewportWidth: viewportWidth)
    }

    /// A valid page geometry: full-width pages or pages narrower and wider
    /// than the viewport, with and without spacing, padding and RTL.
    mutating func pageGeometry() -> PageGeometry {
        var g = PageGeometry()
        g.pageCount = chance(0.05) ? 0 : int(1...12)
        g.direction = pick(Direction.allCases)
        g.alignment = pick(PageAlignment.allCases)
        g.padEnds = chance(0.5)
        g.viewportWidth = length(50...1000, zeroChance: 0)
        g.pageWidth = chance(0.3) ? 0 : g.viewportWidth * uniform(0.3...1.6)
        g.pageSpacing = chance(0.3) ? 0 : length(0...40)
        return g
    }
}

// MARK: - The generator itself

@Suite struct SplitMix64Tests {
    @Test func seedZeroGivesTheReferenceFirstOutput() {
        // Reference value of SplitMix64 (Vigna's splitmix64.c) seeded with 0.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func sameSeedGivesSameSequence() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        var c = SplitMix64(seed: 43)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
    }

    @Test func uniformStaysInItsRange() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            let value = rng.uniform(-3...5)
            #expect(value >= -3 && value <= 5)
            let i = rng.int(2...4)
            #expect((2...4).contains(i))
        }
    }
}
