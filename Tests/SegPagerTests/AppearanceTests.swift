// Tests Appearance.swift and RGBAColor.swift: selection weights, exact colours at
// the ends in every colour space, premultiplied fades, OKLab against known
// values and round trips, scale and emphasis, validation, properties.
import SegPagerTestSupport
import Testing

@testable import SegPager

// MARK: - Weights

@Suite("Appearance weights")
struct AppearanceWeightTests {
    /// Five items; their frames do not matter to the appearance.
    static var five: Strip {
        strip(
            frames: (0..<5).map { ItemFrame(x: Double($0) * 60, width: 60) }, content: 300, viewport: 200)
    }

    static func weights(_ p: Double, _ style: AppearanceStyle = AppearanceStyle(), selected: Int? = nil)
        throws -> [Double]
    {
        try five.appearances(of: 0..<5, at: p, style: style, selectedIndex: selected).map(\.selectionWeight)
    }

    @Test func gradualWeightIsOneMinusDistanceToThePosition() throws {
        // header: max(0, 1 − |p − i|) with p clamped to the items
        expectClose(try Self.weights(0), [1, 0, 0, 0, 0])
        expectClose(try Self.weights(2.25), [0, 0, 0.75, 0.25, 0])
        expectClose(try Self.weights(3.5), [0, 0, 0, 0.5, 0.5])
        expectClose(try Self.weights(0.9), [0.1, 0.9, 0, 0, 0])
    }

    @Test func overscrollKeepsTheEndItemSelected() throws {
        for p in [-0.3, -1, -25] { expectClose(try Self.weights(p), [1, 0, 0, 0, 0], "p = \(p)") }
        for p in [4.2, 5, 40] { expectClose(try Self.weights(p), [0, 0, 0, 0, 1], "p = \(p)") }
    }

    @Test func positionWithinToleranceOfAnItemSelectsItExactly() throws {
        #expect(try Self.weights(2 + 1e-10) == [0, 0, 1, 0, 0])
        #expect(try Self.weights(3 - 1e-10) == [0, 0, 0, 1, 0])
    }

    @Test func onCommitSelectsTheSelectedItemOnly() throws {
        // seed 001 SelectedChange: the colour changes when the selection does
        let onCommit = appearanceStyle { $0.policy = .onCommit }
        #expect(try Self.weights(2.4, onCommit, selected: 1) == [0, 1, 0, 0, 0])
        #expect(try Self.weights(0, onCommit, selected: 4) == [0, 0, 0, 0, 1])
        // no selection given: the nearest item to p
        #expect(try Self.weights(2.4, onCommit) == [0, 0, 1, 0, 0])
        #expect(try Self.weights(2.5, onCommit) == [0, 0, 0, 1, 0])
        #expect(try Self.weights(-3, onCommit) == [1, 0, 0, 0, 0])
    }

    @Test func gradualIgnoresTheSelectedIndex() throws {
        #expect(try Self.weights(1.25, selected: 4) == Self.weights(1.25))
    }

    @Test func scaleAndEmphasisFollowTheWeight() throws {
        let style = appearanceStyle {
            $0.selectedScale = 1.5
            $0.normalEmphasis = 400
            $0.selectedEmphasis = 700
        }
        let looks = try Self.five.appearances(of: 0..<3, at: 0.25, style: style)
        expectClose(looks.map(\.scale), [1.375, 1.125, 1])
        expectClose(looks.map(\.emphasis), [625, 475, 400])
        let shrinking = appearanceStyle { $0.selectedScale = 0.8 }
        let small = try Self.five.appearances(of: 1..<2, at: 1, style: shrinking)
        #expect(small.map(\.scale) == [0.8])
    }

    @Test func appearancesCoverExactlyTheRequestedRange() throws {
        let style = appearanceStyle { $0.colorSpace = .okLab }
        let looks = try Self.five.appearances(of: 1..<4, at: 2.6, style: style)
        #expect(looks.count == 3)
        for (k, look) in looks.enumerated() {
            #expect(look == style.appearance(ofItem: 1 + k, at: 2.6, count: 5, selectedIndex: 3))
        }
        #expect(try Self.five.appearances(of: 2..<2, at: 2.6, style: style).isEmpty)
        #expect(try Self.five.appearances(of: 0..<5, at: 1, style: style).count == 5)
    }

    @Test func emptyStripHasNoAppearances() throws {
        let empty = strip(frames: [], content: 100, viewport: 100)
        #expect(try empty.appearances(of: 0..<0, at: 0, style: AppearanceStyle()).isEmpty)
    }

    @Test func weightsSumToOneOverAllItems() throws {
        try forEachCase(seed: 0xA9_5001) { i, rng throws in
            let n = rng.int(1...12)
            let bar = strip(
                frames: (0..<n).map { ItemFrame(x: Double($0) * 50, width: 50) }, content: Double(n) * 50,
                viewport: 100)
            let p = rng.chance(0.7) ? rng.uniform(0...Double(n - 1)) : rng.uniform(-3...Double(n + 2))
            for policy in AppearancePolicy.allCases {
                let looks = try bar.appearances(
                    of: 0..<n, at: p, style: appearanceStyle { $0.policy = policy })
                let weights = looks.map(\.selectionWeight)
                expectClose(weights.reduce(0, +), 1, "case \(i) \(policy) p = \(p)")
                #expect(weights.allSatisfy { $0 >= 0 && $0 <= 1 }, "case \(i) \(policy) p = \(p)")
                #expect(weights.filter { $0 > 0 }.count <= 2, "case \(i) \(policy) p = \(p)")
            }
        }
    }

    @Test func weightsAreContinuousInPosition() throws {
        // |Δweight| ≤ |Δp|: the weight is 1-Lipschitz in p
        let style = AppearanceStyle()  // sRGB: each component moves by at most |Δweight|
        try forEachCase(seed: 0xA9_5C0E) { i, rng throws in
            let p = rng.uniform(-2...6)
            let dp = rng.pick([1e-7, 1e-4, 0.01])
            let a = try Self.five.appearances(of: 0..<5, at: p, style: style)
            let b = try Self.five.appearances(of: 0..<5, at: p + dp, style: style)
            for (x, y) in zip(a, b) {
                #expect(abs(x.selectionWeight - y.selectionWeight) <= dp + 1e-12, "case \(i) p = \(p)")
                #expect(abs(x.color.red - y.color.red) <= dp + 1e-12, "case \(i) p = \(p)")
                #expect(abs(x.color.blue - y.color.blue) <= dp + 1e-12, "case \(i) p = \(p)")
                #expect(abs(x.color.alpha - y.color.alpha) <= dp + 1e-12, "case \(i) p = \(p)")
            }
        }
    }
}

// MARK: - Colour at the ends

@Suite("Appearance colours")
struct AppearanceColorTests {
    static let normal = RGBAColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.5)
    static let selected = RGBAColor(red: 0.9, green: 0.1, blue: 0.4, alpha: 0.8)

    @Test(arguments: ColorSpace.allCases)
    func restingColoursAreExactlyNormalAndSelected(space: ColorSpace) throws {
        let bar = AppearanceWeightTests.five
        let style = appearanceStyle {
            $0.colorSpace = space
            $0.normalColor = Self.normal
            $0.selectedColor = Self.selected
        }
        for k in 0..<5 {
            let looks = try bar.appearances(of: 0..<5, at: Double(k), style: style)
            for (i, look) in looks.enumerated() {
                #expect(look.color == (i == k ? Self.selected : Self.normal), "\(space) p = \(k) item \(i)")
            }
        }
        var onCommit = style
        onCommit.policy = .onCommit
        let looks = try bar.appearances(of: 0..<5, at: 1.7, style: onCommit, selectedIndex: 3)
        #expect(looks.map(\.color) == [Self.normal, Self.normal, Self.normal, Self.selected, Self.normal])
    }

    @Test(arguments: ColorSpace.allCases)
    func interpolationIsExactAtAndBeyondItsEnds(space: ColorSpace) {
        var rng = SplitMix64(seed: 0xC0_10E5)
        for i in 0..<100 {
            let (a, b) = (rng.color(), rng.color())
            #expect(a.interpolated(to: b, fraction: 0, in: space) == a, "case \(i)")
            #expect(a.interpolated(to: b, fraction: -0.5, in: space) == a, "case \(i)")
            #expect(a.interpolated(to: b, fraction: 1, in: space) == b, "case \(i)")
            #expect(a.interpolated(to: b, fraction: 3, in: space) == b, "case \(i)")
        }
    }

    @Test func sRGBInterpolatesEachComponent() {
        let mid = Self.normal.interpolated(to: Self.selected, fraction: 0.25, in: .sRGB)
        expectClose([mid.red, mid.green, mid.blue, mid.alpha], [0.45, 0.475, 0.775, 0.575])
    }

    @Test func premultipliedFadeToTransparentDoesNotDarken() {
        // opaque red → transparent black: straight sRGB halves the red, premultiplied keeps it
        let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
        let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        let straight = red.interpolated(to: clear, fraction: 0.5, in: .sRGB)
        expectClose([straight.red, straight.green, straight.blue, straight.alpha], [0.5, 0, 0, 0.5])
        let premultiplied = red.interpolated(to: clear, fraction: 0.5, in: .premultiplied)
        expectClose(
            [premultiplied.red, premultiplied.green, premultiplied.blue, premultiplied.alpha], [1, 0, 0, 0.5])
        let lab = red.interpolated(to: clear, fraction: 0.5, in: .okLab)
        expectClose([lab.red, lab.green, lab.blue], [1, 0, 0], tolerance: 1e-6)
        expectClose(lab.alpha, 0.5)
        // and at every step of the fade
        for k in 1..<10 {
            let t = Double(k) / 10
            expectClose(red.interpolated(to: clear, fraction: t, in: .premultiplied).red, 1, "t = \(t)")
            expectClose(red.interpolated(to: clear, fraction: t, in: .premultiplied).alpha, 1 - t, "t = \(t)")
        }
    }

    @Test func premultipliedWeighsColoursByAlpha() {
        // (1, 0, 0, 0.2) → (0, 0, 1, 0.6) at ½: alpha 0.4; red (0.2·1 + 0)/2/0.4 = 0.25, blue 0.6/2/0.4 = 0.75
        let a = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.2)
        let b = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.6)
        let mid = a.interpolated(to: b, fraction: 0.5, in: .premultiplied)
        expectClose([mid.red, mid.green, mid.blue, mid.alpha], [0.25, 0, 0.75, 0.4])
    }

    @Test func okLabHalfWayFromBlackToWhiteIsLightnessHalf() {
        // L = ½ → l = m = s = ½ → linear ⅛ → sRGB 1.055·0.125^(1/2.4) − 0.055
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let grey = black.interpolated(to: white, fraction: 0.5, in: .okLab)
        let expected = 1.055 * power(0.125, 1 / 2.4) - 0.055  // 0.388573
        expectClose(
            [grey.red, grey.green, grey.blue, grey.alpha], [expected, expected, expected, 1], tolerance: 1e-6)
        expectNear(grey.okLab.lightness, 0.5, within: 1e-6)
    }

    @Test(arguments: ColorSpace.allCases)
    func interpolatedColoursStayInGamut(space: ColorSpace) {
        forEachCase(seed: 0xC0_6A30) { i, rng in
            let (a, b) = (rng.color(), rng.color())
            let t = rng.uniform(0...1)
            let c = a.interpolated(to: b, fraction: t, in: space)
            #expect(throws: Never.self, "case \(i): \(a) → \(b) at \(t) gives \(c)") { try c.validate() }
            expectClose(c.alpha, a.alpha + (b.alpha - a.alpha) * t, "case \(i)")
        }
    }
}

// MARK: - Colour and OKLab

@Suite("RGBAColor and OKLab")
struct ColorTests {
    /// White is lightness 1 without chroma; the primaries have Björn
    /// Ottosson's OKLab values for sRGB, to the five decimals he quotes.
    @Test(arguments: [
        (RGBAColor(red: 1, green: 1, blue: 1), OKLab(lightness: 1, a: 0, b: 0), 1e-6),
        (RGBAColor(red: 1, green: 0, blue: 0), OKLab(lightness: 0.62796, a: 0.22486, b: 0.12585), 1e-4),
        (RGBAColor(red: 0, green: 1, blue: 0), OKLab(lightness: 0.86644, a: -0.23389, b: 0.17950), 1e-4),
        (RGBAColor(red: 0, green: 0, blue: 1), OKLab(lightness: 0.45201, a: -0.03246, b: -0.31153), 1e-4),
    ])
    func knownColorsHaveTheirOKLabValues(color: RGBAColor, expected: OKLab, tolerance: Double) {
        let lab = color.okLab
        expectNear(lab.lightness, expected.lightness, within: tolerance)
        expectNear(lab.a, expected.a, within: tolerance)
        expectNear(lab.b, expected.b, within: tolerance)
    }

    @Test func blackIsZero() {
        #expect(RGBAColor(red: 0, green: 0, blue: 0).okLab == OKLab(lightness: 0, a: 0, b: 0))
    }

    @Test func transferFunctionHasItsKnownValuesAndInverts() {
        // sRGB 0.5 → linear ((0.5 + 0.055)/1.055)^2.4 = 0.2140412; the linear segment below 0.04045
        expectNear(RGBAColor.linearized(0.5), 0.2140412, within: 1e-7)
        expectClose(RGBAColor.linearized(0.02), 0.02 / 12.92)
        // the linear segment reaches up to 0.04045 inclusive, the power curve starts just above
        expectClose(RGBAColor.linearized(0.0402), 0.0402 / 12.92, tolerance: 1e-12)
        expectClose(RGBAColor.linearized(0.04045), 0.04045 / 12.92, tolerance: 1e-12)
        expectClose(RGBAColor.linearized(0.0405), power((0.0405 + 0.055) / 1.055, 2.4), tolerance: 1e-12)
        expectClose(RGBAColor.encoded(0.003), 0.003 * 12.92, tolerance: 1e-12)
        #expect(RGBAColor.linearized(0) == 0)
        expectClose(RGBAColor.linearized(1), 1)
        for k in 0...100 {
            let c = Double(k) / 100
            expectClose(RGBAColor.encoded(RGBAColor.linearized(c)), c, tolerance: 1e-12, "c = \(c)")
        }
    }

    @Test func validationNeedsFiniteComponentsInZeroOne() {
        #expect(throws: Never.self) { try RGBAColor(red: 0, green: 1, blue: 0.5, alpha: 0).validate() }
        expectInputError(.outOfRange, field: "RGBAColor.red") {
            try RGBAColor(red: 1.5, green: 0, blue: 0).validate()
        }
        expectInputError(.outOfRange, field: "RGBAColor.green") {
            try RGBAColor(red: 0, green: -0.1, blue: 0).validate()
        }
        expectInputError(.outOfRange, field: "RGBAColor.blue") {
            try RGBAColor(red: 0, green: 0, blue: 1.0001).validate()
        }
        expectInputError(.outOfRange, field: "RGBAColor.alpha") {
            try RGBAColor(red: 0, green: 0, blue: 0, alpha: 1.5).validate()
        }
        expectInputError(.notFinite, field: "RGBAColor.red") {
            try RGBAColor(red: .nan, green: 0, blue: 0).validate()
        }
        expectInputError(.notFinite, field: "RGBAColor.alpha") {
            try RGBAColor(red: 0, green: 0, blue: 0, alpha: .infinity).validate()
        }
    }
}

// MARK: - Validation

@Suite("Appearance validation")
struct AppearanceValidationTests {
    static var three: Strip {
        strip(
            frames: (0..<3).map { ItemFrame(x: Double($0) * 50, width: 50) }, content: 150, viewport: 100)
    }

    static func expectRejected(
        _ error: InputError, sourceLocation: SourceLocation = #_sourceLocation,
        _ configure: (inout AppearanceStyle) -> Void
    ) {
        let style = appearanceStyle(configure)
        #expect(throws: error, sourceLocation: sourceLocation) { try style.validate() }
        #expect(throws: error, sourceLocation: sourceLocation) {
            try three.appearances(of: 0..<3, at: 1, style: style)
        }
    }

    @Test func defaultsMatchTheHeader() throws {
        let style = AppearanceStyle()
        try style.validate()
        #expect(style.policy == .gradual && style.colorSpace == .sRGB)
        #expect(style.normalColor == RGBAColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
        #expect(style.selectedColor == RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1))
        #expect(style.selectedScale == 1 && style.normalEmphasis == 0 && style.selectedEmphasis == 0)
    }

    @Test func colourComponentsOutsideZeroOneAreRejected() {
        Self.expectRejected(.outOfRange) { $0.normalColor.red = 1.5 }
        Self.expectRejected(.outOfRange) { $0.selectedColor.green = -0.01 }
        Self.expectRejected(.outOfRange) { $0.selectedColor.alpha = 1.5 }
        Self.expectRejected(.notFinite) { $0.normalColor.blue = .nan }
        Self.expectRejected(.notFinite) { $0.selectedColor.alpha = .infinity }
    }

    @Test func selectedScaleMustBePositive() {
        Self.expectRejected(.outOfRange) { $0.selectedScale = 0 }
        Self.expectRejected(.outOfRange) { $0.selectedScale = -1 }
        Self.expectRejected(.notFinite) { $0.selectedScale = .nan }
    }

    @Test func nonFiniteEmphasisIsRejected() {
        Self.expectRejected(.notFinite) { $0.normalEmphasis = .infinity }
        Self.expectRejected(.notFinite) { $0.selectedEmphasis = .nan }
    }

    @Test func rangeOutsideTheItemsIsRejected() {
        for range in [-1..<2, 0..<4, 3..<4, 2..<9] {
            expectInputError(.indexOutOfRange, field: "items", "\(range)") {
                try Self.three.appearances(of: range, at: 1, style: AppearanceStyle())
            }
        }
    }

    @Test func selectedIndexOutsideTheItemsIsRejected() {
        for policy in AppearancePolicy.allCases {
            for selected in [-1, 3] {
                expectInputError(.indexOutOfRange, field: "selectedIndex", "\(policy) \(selected)") {
                    try Self.three.appearances(
                        of: 0..<3, at: 1, style: appearanceStyle { $0.policy = policy },
                        selectedIndex: selected)
                }
            }
        }
    }

    @Test func nonFinitePositionIsRejected() {
        for p in [Double.nan, .infinity, -.infinity] {
            expectInputError(.notFinite, field: "p") {
                try Self.three.appearances(of: 0..<3, at: p, style: AppearanceStyle())
            }
        }
    }
}
