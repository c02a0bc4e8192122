// InputError says what was wrong (issue #16): the field, the rule and the
// value, for the cases a new user hits first. Equality is by kind.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Input errors with detail")
struct InputErrorTests {
    private func error(_ body: () throws -> Void) -> InputError? {
        do {
            try body()
            return nil
        } catch {
            return error as? InputError
        }
    }

    @Test func aMissingViewportWidthNamesIt() throws {
        let e = error { _ = try Pager(configuration: PagerConfiguration(), ids: [1], metrics: items([40])) }
        #expect(e?.kind == .outOfRange)
        #expect("\(e?.field ?? "")" == "PageGeometry.viewportWidth")
        #expect(e?.description.contains("the viewport width is required") == true)
    }

    @Test func idsThatDoNotMatchTheItemsSaySo() throws {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 375
        let mismatched = error {
            _ = try Pager(configuration: configuration, ids: [1, 2], metrics: items([40]))
        }
        #expect(mismatched?.description == "ids: must be as many as the items (got 2)")
        let repeated = error {
            _ = try Pager(configuration: configuration, ids: [7, 8, 9, 8], metrics: items([40, 50, 60, 70]))
        }
        // The repeat names the earlier element it repeats, and the id.
        #expect(repeated?.description == "ids[3]: 8 repeats ids[1]")
        #expect(repeated?.index == 3)
        #expect(repeated?.repeatedIndex == 1)
        #expect(repeated?.integerValue == 8)
    }

    @Test func anIndexOutOfRangeGivesTheValidRangeWithNumbers() throws {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 375
        var pager = try Pager(configuration: configuration, ids: [1, 2, 3], metrics: items([40, 50, 60]))
        let removed = error { try pager.removeItem(at: 1_000_000) }
        #expect(removed?.description == "index: must be in 0..<3 (got 1000000)")
        #expect(removed?.validIndices == 0..<3)
        let inserted = error {
            try pager.insertItem(PagerItem(id: 9, metrics: ItemMetrics(contentWidth: 5)), at: -1)
        }
        #expect(inserted?.description == "index: must be in 0..<4 (got -1)")
        let moved = error { try pager.moveItem(from: 0, to: 3) }
        #expect(moved?.description == "destination: must be in 0..<3 (got 3)")
        let used = error {
            try pager.insertItem(PagerItem(id: 2, metrics: ItemMetrics(contentWidth: 5)), at: 0)
        }
        #expect(used?.description == "id: 2 is already used by item 1")
        let tapped = error { _ = try pager.step([.tabTapped(time: 1, index: 5)]) }
        #expect(tapped?.description == "events[0].index: must be in 0..<3 (got 5)")
        #expect(pager.ids == [1, 2, 3])  // nothing changed
    }

    @Test func anElementOfAListIsNamedByItsListIndexAndProperty() throws {
        var style = StripStyle()
        style.itemPadding = 4
        let e = error {
            _ = try StripLayout(
                items: [ItemMetrics(contentWidth: 10), ItemMetrics(contentWidth: 10, subtitleWidth: -1)],
                style: style, viewportWidth: 100)
        }
        #expect(e?.description == "items[1].subtitleWidth: must be >= 0 (got -1)")
        #expect("\(e?.list ?? "")" == "items")
        #expect("\(e?.field ?? "")" == "ItemMetrics.subtitleWidth")
        let frames = [ItemFrame(x: 0, width: 10), ItemFrame(x: .nan, width: 10), ItemFrame(x: 20, width: 10)]
        let hit = error { _ = try StripHitTesting.item(at: 12, in: frames) }
        #expect(hit?.description == "frames[1].x: must be finite (got nan)")
        var pager = try Pager(
            configuration: PagerConfiguration(viewportWidth: 375), ids: [1], metrics: items([40]))
        let late = error { _ = try pager.step([.tick(time: 2), .dragMoved(time: 3, pageOffset: .infinity)]) }
        #expect(late?.description == "events[1].pageOffset: must be finite (got inf)")
        let resized = error {
            _ = try pager.step([.resized(time: 4, viewportWidth: 375, stripViewportWidth: -2)])
        }
        #expect(resized?.description == "events[0].stripViewportWidth: must be >= 0 (got -2)")
    }

    @Test func integersPrintWithoutAFractionAndOtherNumbersAsSwiftPrintsThem() {
        #expect(
            InputError(.outOfRange, field: "x", rule: "must be >= 0", value: -3).description
                == "x: must be >= 0 (got -3)")
        #expect(InputError(.outOfRange, field: "x", rule: "r", value: 0.5).description == "x: r (got 0.5)")
        #expect(
            InputError(.outOfRange, field: "x", rule: "r", value: 1e300).description == "x: r (got 1e+300)")
        #expect(
            InputError(.notFinite, field: "x", rule: "r", value: -.infinity).description == "x: r (got -inf)")
        // An id past 2^53 (which a Double cannot hold) prints exactly.
        let id = InputError(.outOfRange, field: "id", rule: "r", integer: Int64.max)
        #expect(id.description == "id: r (got 9223372036854775807)")
    }

    @Test func aNegativeWidthNamesTheFieldAndTheValue() throws {
        let e = error { try ItemMetrics(contentWidth: -3).validate() }
        #expect(e?.description == "ItemMetrics.contentWidth: must be >= 0 (got -3)")
        var pages = PageGeometry()
        pages.viewportWidth = .nan
        let nan = error { try pages.validate() }
        #expect(nan?.kind == .notFinite)
        #expect(nan?.description == "PageGeometry.viewportWidth: must be finite (got nan)")
    }

    @Test func equalityIsByKindSoCatchingAKindStillWorks() {
        let detailed = InputError(.outOfRange, field: "StripStyle.spacing", rule: "must be >= 0", value: -1)
        #expect(detailed == .outOfRange)
        #expect(detailed != .notFinite)
        var caught = false
        do { throw detailed } catch InputError.outOfRange { caught = true } catch {}
        #expect(caught)
    }

    @Test func anErrorWithNoDetailStatesItsKind() {
        for kind in InputError.Kind.allCases {
            #expect(InputError(kind).description == "\(kind.sentence)")
            #expect(kind.sentence.utf8CodeUnitCount > 0)
        }
    }
}
