// The C layer's enum tables: each lists every case of its core enum once,
// with distinct constants, and reads back what it writes.
import CSegPager
import SegPager
import Testing

@testable import SegPagerABI

private func check<E: ABIEnum & CaseIterable>(_: E.Type, sourceLocation: SourceLocation = #_sourceLocation) {
    let table = E.abiTable
    #expect(
        table.count == E.allCases.count, "\(E.self): \(table.count) rows for \(E.allCases.count) cases",
        sourceLocation: sourceLocation)
    #expect(
        Set(table.map(\.1)).count == table.count, "\(E.self): a constant used twice",
        sourceLocation: sourceLocation)
    for item in E.allCases {
        #expect(
            table.contains { $0.0 == item }, "\(E.self).\(item) has no constant",
            sourceLocation: sourceLocation)
        #expect(
            (try? E(abi: item.abi, "field")) == item, "\(E.self).\(item) does not read back",
            sourceLocation: sourceLocation)
    }
    let unknown = (table.map(\.1).max() ?? 0) + 1
    #expect(throws: Status.self, sourceLocation: sourceLocation) { try E(abi: unknown, "field") }
}

@Suite("ABI enum tables")
struct ABIEnumTests {
    @Test func everyTableCoversItsEnum() {
        check(Direction.self)
        check(ItemWidthMode.self)
        check(FitPolicy.self)
        check(SelectedWidthMode.self)
        check(PageAlignment.self)
        check(CommitRule.self)
        check(IndicatorWidthMode.self)
        check(IndicatorAlignment.self)
        check(IndicatorPlacement.self)
        check(IndicatorTransition.self)
        check(IndicatorOverscroll.self)
        check(AppearancePolicy.self)
        check(ColorSpace.self)
        check(StripScrollPolicy.self)
        check(StripContainment.self)
        check(StripScrollTiming.self)
        check(PagingProfile.self)
        check(ListFlingProfile.self)
        check(HeaderPullDown.self)
        check(HeaderContentMode.self)
        check(ListSyncPolicy.self)
        check(NestedScrollMode.self)
        check(HeaderSectionBehavior.self)
        check(HeaderSnapAnimation.self)
        check(RefreshZone.self)
        check(CommitPolicy.self)
        check(ScrollDriver.self)
        check(SettleMode.self)
        check(HeaderPhase.self)
        check(GestureAxis.self)
        check(PagerConfiguration.Preset.self)
    }

    @Test func easingsReadBackWithTheirCurves() throws {
        let custom = Easing.cubicBezier(CubicBezier(0.1, 0.7, 0.4, 0.9))
        for easing in [Easing.linear, .ease, .easeIn, .easeOut, .easeInOut, custom] {
            let b = easing.abiBezier
            #expect(
                try Easing(abi: easing.abi, "easing", bezier: (b.x1, b.y1, b.x2, b.y2), names: .tapCurve)
                    == easing)
        }
        #expect(custom.abi == SEGPAGER_EASING_CUBIC_BEZIER)
        #expect(throws: Status.self) { try Easing(abi: 99, "easing", bezier: (0, 0, 1, 1), names: .tapCurve) }
    }
}
