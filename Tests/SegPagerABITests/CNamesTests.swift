// The C layer's messages name what C and Python call a field, not what the
// Swift core does (issue #17): the core's errors read through CNames. The
// bad-input matrix (bindings/c/tests) checks every field it can break end
// to end; these check the translation rules themselves.
import CSegPager
import SegPager
import Testing

@testable import SegPagerABI

@Suite("C names in messages")
struct CNamesTests {
    private func message(_ error: InputError, _ names: CNames, in argument: StaticString = "") -> String {
        Status(error, names: names).in(argument).message
    }

    @Test func anOptionsMemberIsSnakeCaseUnderItsArgument() {
        let e = InputError(
            .outOfRange, field: "PagerConfiguration.tapDuration", rule: "must be >= 0", value: -1)
        #expect(message(e, .configuration, in: "config") == "config.tap_duration: must be >= 0 (got -1)")
        let color = InputError(.outOfRange, field: "AppearanceStyle.normalColor.red", rule: "r", value: 2)
        #expect(message(color, .members, in: "style") == "style.normal_color.red: r (got 2)")
    }

    @Test func namesSnakeCaseDoesNotGiveAreInTheTable() {
        let spring = InputError(.outOfRange, field: "DampedSpring.response", rule: "must be > 0", value: 0)
        #expect(
            message(spring, .configuration, in: "config") == "config.spring_response: must be > 0 (got 0)")
        #expect(message(spring, .members, in: "spring") == "spring.response: must be > 0 (got 0)")
        let band = InputError(
            .outOfRange, field: "PagerConfiguration.rubberBand", rule: "must be >= 0", value: -1)
        #expect(
            message(band, .configuration, in: "config")
                == "config.rubber_band_coefficient: must be >= 0 (got -1)")
        let curve = InputError(.outOfRange, field: "CubicBezier.x2", rule: "must be in 0...1", value: 2)
        #expect(
            message(curve, .settleCurve, in: "config") == "config.settle_bezier_x2: must be in 0...1 (got 2)")
        #expect(message(curve, .indicatorStyle, in: "style") == "style.bezier_x2: must be in 0...1 (got 2)")
        #expect(message(curve, .arguments) == "x2: must be in 0...1 (got 2)")
    }

    @Test func argumentsAreTheirOwnNames() {
        let velocity = InputError(.outOfRange, field: "minimumVelocity", rule: "must be >= 0", value: -1)
        #expect(message(velocity, .arguments) == "min_velocity: must be >= 0 (got -1)")
        let offset = InputError(.notFinite, field: "pageOffset", rule: "must be finite", value: .nan)
        #expect(message(offset, .arguments) == "page_offset: must be finite (got nan)")
        let p = InputError(.notFinite, field: "p", rule: "must be finite", value: .nan)
        #expect(message(p, .selectedIndex) == "position: must be finite (got nan)")
        #expect(message(p, .stripCall) == "p: must be finite (got nan)")
    }

    @Test func anElementIsNamedByItsArrayAndItsCField() {
        let frame = InputError(.notFinite, field: "ItemFrame.x", rule: "must be finite", value: .nan)
        #expect(
            message(frame.element(2, of: "frames"), .arguments) == "frames[2].x: must be finite (got nan)")
        #expect(
            message(frame.element(2, of: "frames"), .stripCall)
                == "strip.frames[2].x: must be finite (got nan)")
        let width = InputError(
            .outOfRange, field: "PageGeometry.viewportWidth", rule: "must be >= 0", value: -1)
        #expect(message(width.element(3, of: "events"), .events) == "events[3].width: must be >= 0 (got -1)")
        let strip = InputError(
            .outOfRange, field: "PagerConfiguration.stripViewportWidth", rule: "must be >= 0", value: -1)
        #expect(message(strip.element(0, of: "events"), .events) == "events[0].offset: must be >= 0 (got -1)")
        let ids = InputError(
            .outOfRange, field: "ids", rule: "must be unique", integer: 7, index: 3, repeatedIndex: 1)
        #expect(message(ids, .arguments) == "ids[3]: 7 repeats ids[1]")
    }

    @Test func rulesInSwiftWordsAreSaidInCs() {
        let max = InputError(
            .outOfRange, field: "StripStyle.maxItemWidth", rule: "must be nil (none) or >= minItemWidth",
            value: 3)
        #expect(
            message(max, .stripStyle)
                == "style.max_item_width: must be 0 (no limit) or >= min_item_width (got 3)")
        let fixed = InputError(
            .outOfRange, field: "IndicatorStyle.width", rule: "must be > 0 with widthMode fixed", value: 0)
        #expect(
            message(fixed, .indicatorStyle, in: "indicator_style")
                == "indicator_style.width: must be > 0 with width_mode SEGPAGER_INDICATOR_WIDTH_FIXED (got 0)"
        )
    }

    @Test func theCLayersOwnChecksAreInCsNamesAlready() {
        let null = Status(.null, field: "", rule: notNull).in("config")
        #expect(null.message == "config: must not be NULL")
        let size = structSizeTooSmall(8).in("style")
        #expect(size.code == SEGPAGER_E_STRUCT_SIZE.rawValue)
        #expect(size.message.hasPrefix("style.struct_size: must be at least"))
        #expect(size.message.hasSuffix("(got 8)"))
        let kind = unknownConstant("kind", 99).element(4, of: "events")
        #expect(kind.message == "events[4].kind: must be one of its SEGPAGER_* constants (got 99)")
        // With no detail, the status's sentence.
        #expect(
            Status.range.message
                == segpager_status_string(SEGPAGER_E_RANGE.rawValue).map { String(cString: $0) })
    }

    @Test func snakeCaseSplitsAtCapitals() {
        #expect(snakeCase("contentWidth".utf8) == "content_width")
        #expect(snakeCase("x1".utf8) == "x1")
        #expect(snakeCase("listViewportHeight".utf8) == "list_viewport_height")
    }
}
