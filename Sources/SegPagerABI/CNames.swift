import SegPager

/// How a core error's Swift names read in C, for one kind of core call: the
/// table a message is translated through when it is recorded (never on a
/// call that succeeds), so C and Python see the field they set
/// (`config.spring_response`), not the core's (`DampedSpring.response`).
///
/// A core field is `Type.property` (a member of an options value) or a bare
/// name (an argument, or a list such as `ids`); an element of a list names
/// its list apart (`items`, with `ItemMetrics.contentWidth`). In C:
/// - a type maps to the C argument that holds it (`types`; "" when the
///   caller names the argument, see `named(_:_:)`, or when the type's
///   properties are arguments themselves, as `Deceleration.rate` is);
/// - a name maps through `names` (a whole field first, then its property
///   path), else it is snake_case, part by part
///   (`AppearanceStyle.normalColor.red` is `normal_color.red`);
/// - a rule in Swift's words maps through `rules`, else it is kept.
enum CNames {
    /// A stateless function's arguments (`x`, `pageOffset`, `startPage`)
    /// and the lists it reads (`frames`, `sections`).
    case arguments
    /// `segpager_selected_index`: its `position` is the core's `p`.
    case selectedIndex
    /// A function of a `segpager_strip_geometry`: its frames are `strip.frames`.
    case stripCall
    /// A `segpager_strip_style` argument named `style`, and what its
    /// layout reads beside it (the items, the viewport width).
    case stripStyle
    /// The members of a `segpager_indicator_style`.
    case indicatorStyle
    /// A configuration's tap curve: `tap_bezier_x1`...
    case tapCurve
    /// A configuration's settle curve: `settle_bezier_x1`...
    case settleCurve
    /// The members of a `segpager_page_geometry`.
    case pageGeometry
    /// The members of a `segpager_paging_options`.
    case pagingOptions
    /// The members of a struct whose C names are the Swift ones in snake_case.
    case members
    /// The members of a `segpager_pager_configuration`.
    case configuration
    /// `segpager_pager_set_header`'s arguments: its style, sections and options.
    case header
    /// `segpager_pager_insert_item`: the item's metrics are `item`.
    case insertedItem
    /// A pager step's `events`.
    case events

    /// The C argument of each Swift type whose properties these calls name.
    var types: [(swift: StaticString, c: StaticString)] {
        switch self {
        case .arguments, .selectedIndex, .stripCall, .events:
            [("Deceleration", ""), ("RubberBand", ""), ("CubicBezier", ""), ("SplineFling", "")]
        case .stripStyle:
            [("StripStyle", "style")]
        case .indicatorStyle:
            [("IndicatorStyle", ""), ("CubicBezier", "")]
        case .tapCurve, .settleCurve:
            [("CubicBezier", "")]
        case .pageGeometry:
            [("PageGeometry", "")]
        case .pagingOptions:
            [("PagingOptions", ""), ("Deceleration", "")]
        case .members:
            [
                ("StripGeometry", ""), ("AppearanceStyle", ""), ("StripOffsetStyle", ""),
                ("DampedSpring", ""), ("HeaderStyle", ""), ("PagerHeader", ""), ("SnapOptions", ""),
            ]
        case .configuration:
            Self.configurationTypes
        case .header:
            [("HeaderStyle", "style"), ("PagerHeader", "options")]
        case .insertedItem:
            [("ItemMetrics", "item")]
        }
    }

    /// The names snake_case does not give.
    var names: [(swift: StaticString, c: StaticString)] {
        switch self {
        case .arguments, .stripCall:
            Self.argumentNames + (self == .stripCall ? [("frames", "strip.frames")] : [])
        case .selectedIndex:
            [("p", "position")]
        case .indicatorStyle:
            [("x1", "bezier_x1"), ("y1", "bezier_y1"), ("x2", "bezier_x2"), ("y2", "bezier_y2")]
        case .tapCurve:
            [
                ("x1", "tap_bezier_x1"), ("y1", "tap_bezier_y1"), ("x2", "tap_bezier_x2"),
                ("y2", "tap_bezier_y2"),
            ]
        case .settleCurve:
            [
                ("x1", "settle_bezier_x1"), ("y1", "settle_bezier_y1"), ("x2", "settle_bezier_x2"),
                ("y2", "settle_bezier_y2"),
            ]
        case .pagingOptions:
            [("Deceleration.rate", "deceleration_rate")]
        case .members:
            [("listMaximum", "list_max_offset")]
        case .header:
            [
                ("listMaximum", "list_max_offset"), ("enterHeight", "options.enter_height"),
                ("scrollFlags", "flags"),
            ]
        case .configuration:
            Self.configurationNames
        case .events:
            Self.eventsNames
        case .stripStyle, .pageGeometry, .insertedItem:
            []
        }
    }

    /// The core's argument names that C shortens.
    private static let argumentNames: [(swift: StaticString, c: StaticString)] = [
        ("minimumVelocity", "min_velocity"), ("minimumDistance", "min_distance"),
        ("maximumAngle", "max_angle"), ("listMaximum", "list_max_offset"), ("scrollFlags", "flags"),
    ]

    /// The rules that name a Swift property or case, in C's words:
    /// (property, Swift rule, C rule).
    var rules: [(field: StaticString, swift: StaticString, c: StaticString)] {
        switch self {
        case .stripStyle:
            [
                ("maxItemWidth", "must be > 0", "must be >= 0 (0: no limit)"),
                (
                    "maxItemWidth", "must be nil (none) or >= minItemWidth",
                    "must be 0 (no limit) or >= min_item_width"
                ),
                (
                    "itemWidth", "must be > 0 with widthMode fixed",
                    "must be > 0 with width_mode SEGPAGER_WIDTH_FIXED"
                ),
                (
                    "visibleCount", "must be > 0 with widthMode visibleCount",
                    "must be > 0 with width_mode SEGPAGER_WIDTH_VISIBLE_COUNT"
                ),
            ]
        case .indicatorStyle:
            [
                ("maxWidth", "must be > 0", "must be >= 0 (0: no limit)"),
                ("maxWidth", "must be nil (none) or >= minWidth", "must be 0 (no limit) or >= min_width"),
                (
                    "width", "must be > 0 with widthMode fixed",
                    "must be > 0 with width_mode SEGPAGER_INDICATOR_WIDTH_FIXED"
                ),
            ]
        case .pageGeometry, .configuration:
            [("pageWidth", "must be > 0", "must be >= 0 (0: the viewport width)")]
        case .members, .header:
            [("listMaximum", "must be >= 0", "must be -1 (no maximum) or >= 0")]
        case .arguments, .stripCall:
            [("listOffset", "must be <= listMaximum", "must be <= list_max_offset")]
        case .selectedIndex, .pagingOptions, .insertedItem, .events, .tapCurve, .settleCurve:
            []
        }
    }

    /// Writes the C path of a core error's field at `index` (see the
    /// type's comment).
    func writePath(of error: InputError, index: Int?, to text: inout MessageText) {
        if error.list.utf8CodeUnitCount > 0 {
            writeCName(bytes(error.list)[...], to: &text)
            text.append(index: index)
            if error.field.utf8CodeUnitCount > 0 {
                text.append(".")
                writeCName(lastPart(of: error.field), to: &text)
            }
            return
        }
        let field = bytes(error.field)
        guard let dot = field.firstIndex(of: UInt8(ascii: ".")) else {
            writeCName(field[...], to: &text)
            text.append(index: index)
            return
        }
        let type = field[..<dot]
        guard let argument = types.first(where: { same($0.swift, type) })?.c else {
            text.append(bytes: field)
            text.append(index: index)
            return
        }
        if argument.utf8CodeUnitCount > 0 {
            text.append(argument)
            text.append(".")
        }
        if let whole = names.first(where: { same($0.swift, field[...]) })?.c {
            text.append(whole)
        } else {
            writeCName(field[(dot + 1)...], to: &text)
        }
        text.append(index: index)
    }

    /// The C rule for a core error's rule.
    func rule(of error: InputError) -> StaticString? {
        let property = lastPart(of: error.field)
        let rule = bytes(error.rule)[...]
        return rules.first { same($0.field, property) && same($0.swift, rule) }?.c
    }

    /// Writes a name's C spelling: the table's, else snake_case part by part.
    private func writeCName(_ name: ArraySlice<UInt8>, to text: inout MessageText) {
        if let mapped = names.first(where: { same($0.swift, name) })?.c {
            text.append(mapped)
            return
        }
        let parts = name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        for (k, part) in parts.enumerated() {
            if k > 0 { text.append(".") }
            writeSnakeCase(part, to: &text)
        }
    }

    private func lastPart(of field: StaticString) -> ArraySlice<UInt8> {
        let all = bytes(field)
        guard let dot = all.lastIndex(of: UInt8(ascii: ".")) else { return all[...] }
        return all[(dot + 1)...]
    }
}

// The names and rules here are ASCII, and these work on their bytes: String's
// `==`, `split` and Character indices would bring in Unicode normalization
// and grapheme breaking, whose tables cost the WebAssembly module about
// 100 KB, for error messages alone.

/// A static string's UTF-8 bytes.
private func bytes(_ text: StaticString) -> [UInt8] {
    text.withUTF8Buffer { Array($0) }
}

/// Whether `name` is `table`'s text, byte for byte.
private func same(_ table: StaticString, _ name: ArraySlice<UInt8>) -> Bool {
    table.withUTF8Buffer { $0.elementsEqual(name) }
}

/// `contentWidth` as C spells it: `content_width`.
func snakeCase(_ name: some Sequence<UInt8>) -> String {
    var text = MessageText()
    writeSnakeCase(name, to: &text)
    return text.string
}

/// Writes `name` in snake_case.
private func writeSnakeCase(_ name: some Sequence<UInt8>, to text: inout MessageText) {
    var first = true
    for byte in name {
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
            if !first { text.append(byte: UInt8(ascii: "_")) }
            text.append(byte: byte - UInt8(ascii: "A") + UInt8(ascii: "a"))
        } else {
            text.append(byte: byte)
        }
        first = false
    }
}
