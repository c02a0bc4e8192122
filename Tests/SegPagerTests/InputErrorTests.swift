// InputError says what was wrong (issue #16): the field, the rule and the
// value, for the cases a new user hits first. Equality is by kind.
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
        #expect(mismatched?.description == "ids: must be as many as the items (got 2.0)")
        let repeated = error {
            _ = try Pager(configuration: configuration, ids: [7, 8, 7], metrics: items([40, 50, 60]))
        }
        #expect(repeated?.description == "ids[2]: must be unique")
    }

    @Test func aNegativeWidthNamesTheFieldAndTheValue() throws {
        let e = error { try ItemMetrics(contentWidth: -3).validate() }
        #expect(e?.description == "ItemMetrics.contentWidth: must be >= 0 (got -3.0)")
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
            #expect(InputError(kind).description == kind.sentence)
            #expect(!kind.sentence.isEmpty)
        }
    }
}
