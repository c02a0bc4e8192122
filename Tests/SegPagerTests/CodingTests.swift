// Tests Coding.swift and Coding+Strip/Pager/Header.swift: every option type
// round-trips through JSON with every stored property written, enums are
// written as their case names, a key left out keeps the default at any
// depth, and an unknown key, an unknown name or a value its validate()
// refuses fails to decode. Foundation's JSON coders are the tests' only:
// the core itself has no Foundation. A plain (not @testable) import, so the
// conformances are checked as a client of the package sees them.
import Foundation
import SegPagerTestSupport
import Testing

import SegPager

// MARK: - Helpers

private func json<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decoded<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}

/// Encodes `value`, decodes it back, and expects the same value, and one
/// JSON key per stored property (so no field is left out of the coding).
private func expectRoundTrip<T: Codable & Equatable>(
    _ value: T, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(T.self, from: data) == value, sourceLocation: sourceLocation)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let properties = Mirror(reflecting: value).children.compactMap(\.label)
    #expect(
        Set(object?.keys.map { $0 } ?? []) == Set(properties),
        "the JSON keys are not \(T.self)'s stored properties", sourceLocation: sourceLocation)
}

/// Expects every case to encode as its Swift name and to decode back.
private func expectCasesByName<E: Codable & CaseIterable & Equatable>(
    _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for value in E.allCases {
        let text = try json([value])
        #expect(text == "[\"\(value)\"]", sourceLocation: sourceLocation)
        #expect(try decoded([E].self, from: text) == [value], sourceLocation: sourceLocation)
    }
}

/// The `DecodingError.Context` of a `dataCorrupted` error that decoding
/// `text` as `T` throws, or nil (and a failed expectation) when it throws
/// anything else or nothing.
private func corruption<T: Decodable>(
    decoding text: String, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingError.Context? {
    do {
        let value = try decoded(type, from: text)
        Issue.record("decoded \(value) from \(text)", sourceLocation: sourceLocation)
    } catch DecodingError.dataCorrupted(let context) {
        return context
    } catch {
        Issue.record("\(error) is not dataCorrupted", sourceLocation: sourceLocation)
    }
    return nil
}

/// The field named by the `InputError` under the `dataCorrupted` error that
/// decoding `text` as `T` throws ("" when the check names none), or nil
/// when no check refused the value.
private func refusedField<T: Decodable>(
    decoding text: String, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
    let context = corruption(decoding: text, as: type, sourceLocation: sourceLocation)
    guard let error = context?.underlyingError as? InputError else {
        Issue.record(
            "not refused by a check: \(context?.debugDescription ?? "")", sourceLocation: sourceLocation)
        return nil
    }
    return "\(error.field)"
}

private func path(_ context: DecodingError.Context?) -> [String] {
    context?.codingPath.map(\.stringValue) ?? ["?"]
}

// MARK: - Every option type, with every field away from its default

private func everyFieldStripStyle() -> StripStyle {
    var style = StripStyle()
    style.widthMode = .visibleCount
    style.fitPolicy = .spaceEvenly
    style.direction = .rightToLeft
    style.selectedWidthMode = .selectedOnly
    style.selectedIndex = 2
    style.itemWidth = 30
    style.visibleCount = 3.5
    style.itemPadding = 12
    style.minItemWidth = 20
    style.maxItemWidth = 200
    style.spacing = 2
    style.leadingInset = 8
    style.trailingInset = 9
    return style
}

private func everyFieldIndicatorStyle() -> IndicatorStyle {
    var style = IndicatorStyle()
    style.widthMode = .fixed
    style.alignment = .titleCenter
    style.placement = .fill
    style.transition = .elasticRounded
    style.easing = .cubicBezier(CubicBezier(0.1, -0.2, 0.3, 1.4))
    style.overscroll = .compress
    style.clampsToItem = true
    style.width = 24
    style.extraWidth = -4
    style.minWidth = 10
    style.maxWidth = 90
    style.height = 3
    style.cornerRadius = 1.5
    style.leadingInset = 1
    style.topInset = 2
    style.trailingInset = 3
    style.bottomInset = 4
    style.stretch = 0.6
    return style
}

private func everyFieldAppearanceStyle() -> AppearanceStyle {
    var style = AppearanceStyle()
    style.policy = .onCommit
    style.colorSpace = .okLab
    style.normalColor = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    style.selectedColor = RGBAColor(red: 1, green: 0.5, blue: 0)
    style.selectedScale = 1.1
    style.normalEmphasis = 400
    style.selectedEmphasis = 700
    return style
}

private func everyFieldStripOffsetStyle() -> StripOffsetStyle {
    var style = StripOffsetStyle()
    style.policy = .minimal
    style.containment = .none
    style.timing = .onCommit
    style.margin = 16
    return style
}

private func everyFieldPageGeometry() -> PageGeometry {
    var pages = PageGeometry()
    pages.pageCount = 6
    pages.direction = .rightToLeft
    pages.alignment = .center
    pages.padEnds = false
    pages.viewportWidth = 375
    pages.pageWidth = 300
    pages.pageSpacing = 10
    return pages
}

private func everyFieldPagingOptions() -> PagingOptions {
    var paging = PagingOptions()
    paging.profile = .flutter
    paging.maxPages = 3
    paging.deceleration = .normal
    paging.minVelocity = 50
    paging.minDistance = 5
    paging.flickVelocity = 300
    paging.flutterTolerance = 10
    paging.positionalThreshold = 40
    paging.snapPositionalThreshold = 0.3
    return paging
}

private func everyFieldWindows() -> PageWindowPolicy {
    var windows = PageWindowPolicy()
    windows.prepareRadius = 2
    windows.keepRadius = 3
    windows.cacheLimit = nil
    windows.reuse = true
    return windows
}

private func everyFieldConfiguration() -> PagerConfiguration {
    var configuration = PagerConfiguration()
    configuration.commitPolicy = .whenSettled
    configuration.driver = .host
    configuration.tapEasing = .linear
    configuration.tapDuration = 0.25
    configuration.settleEasing = .cubicBezier(CubicBezier(0.2, 0, 0, 1))
    configuration.settleDuration = 0.4
    configuration.notificationLimit = 64
    configuration.initialIndex = 2
    configuration.pages = everyFieldPageGeometry()
    configuration.stripViewportWidth = 320
    configuration.stripHeight = 48
    configuration.windows = everyFieldWindows()
    configuration.settleMode = .curve
    configuration.paging = everyFieldPagingOptions()
    configuration.settleSpring = DampedSpring(response: 0.4, dampingRatio: 0.9, mass: 2)
    configuration.rubberBand = 0.4
    configuration.listDeceleration = .fast
    configuration.listFlingProfile = .android
    configuration.isLooping = true
    return configuration
}

private func everyFieldHeaderStyle() -> HeaderStyle {
    var style = HeaderStyle()
    style.height = 200
    style.pinnedHeight = 44
    style.pinOffset = 20
    style.pullDown = .follow
    style.parallax = 0.5
    style.contentMode = .bottom
    style.contentHeight = 240
    return style
}

private func everyFieldPagerHeader() throws -> PagerHeader {
    var header = try PagerHeader(
        style: everyFieldHeaderStyle(),
        sections: [
            HeaderSection(height: 100, minHeight: 20, behavior: .enterAlwaysCollapsed, snaps: true),
            HeaderSection(
                height: 46, scrollFlags: [.scroll, .snap, .snapMargins], marginTop: 4, marginBottom: 6),
            HeaderSection(height: 44, behavior: .pinned),
        ])
    header.listSync = .resetToTop
    header.refreshZone = .list
    header.snapVelocity = 250
    header.snapAnimation = .fixedDuration
    header.refreshDistance = 60
    header.listMaximum = 1200
    return header
}

// MARK: - Tests

@Suite("Codable options")
struct CodingTests {
    @Test func everyOptionTypeRoundTripsWithEveryField() throws {
        try expectRoundTrip(everyFieldStripStyle())
        try expectRoundTrip(
            ItemMetrics(
                contentWidth: 40, selectedContentWidth: 44, subtitleWidth: 20, selectedSubtitleWidth: 21))
        try expectRoundTrip(
            PagerItem(id: 7, metrics: ItemMetrics(contentWidth: 40, selectedContentWidth: 44)))
        try expectRoundTrip(everyFieldIndicatorStyle())
        try expectRoundTrip(everyFieldAppearanceStyle())
        try expectRoundTrip(RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        try expectRoundTrip(everyFieldStripOffsetStyle())
        try expectRoundTrip(CubicBezier(0.1, -0.2, 0.3, 1.4))
        try expectRoundTrip(everyFieldPageGeometry())
        try expectRoundTrip(Deceleration.normal)
        try expectRoundTrip(everyFieldPagingOptions())
        try expectRoundTrip(DampedSpring(response: 0.4, dampingRatio: 1.2, mass: 3))
        try expectRoundTrip(everyFieldWindows())
        try expectRoundTrip(everyFieldConfiguration())
        try expectRoundTrip(everyFieldHeaderStyle())
        try expectRoundTrip(
            HeaderSection(height: 100, minHeight: 20, behavior: .exitUntilCollapsed, snaps: true))
        try expectRoundTrip(
            HeaderSection(
                height: 100, minHeight: 20, scrollFlags: .all, marginTop: 3, marginBottom: 5))
        try expectRoundTrip(
            HeaderStack(sections: [HeaderSection(height: 156), HeaderSection(height: 44, behavior: .pinned)]))
        try expectRoundTrip(try everyFieldPagerHeader())
    }

    /// The configuration's keys are generated from its C fields
    /// (bindings/abi/options.toml): a stored property no C field reaches
    /// would be left out of the encoding, and fails here.
    @Test func theConfigurationEncodesEveryStoredProperty() throws {
        let data = try JSONEncoder().encode(PagerConfiguration())
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let stored = Set(Mirror(reflecting: PagerConfiguration()).children.compactMap(\.label))
        #expect(Set(object?.keys ?? [:].keys) == stored)
    }

    @Test func defaultsRoundTrip() throws {
        try expectRoundTrip(StripStyle())
        try expectRoundTrip(IndicatorStyle())
        try expectRoundTrip(AppearanceStyle())
        try expectRoundTrip(StripOffsetStyle())
        try expectRoundTrip(PageGeometry())  // no widths yet: see unmeasuredPagesDecode
        try expectRoundTrip(PagingOptions())
        try expectRoundTrip(DampedSpring())
        try expectRoundTrip(PageWindowPolicy())
        try expectRoundTrip(PagerConfiguration())
        try expectRoundTrip(PagerConfiguration(preset: .android))
        try expectRoundTrip(HeaderStyle())
        try expectRoundTrip(HeaderSection())
        try expectRoundTrip(try PagerHeader(style: everyFieldHeaderStyle()))
    }

    @Test func easingsRoundTripByNameOrAsACurve() throws {
        let easings: [Easing] = [
            .linear, .ease, .easeIn, .easeOut, .easeInOut, .cubicBezier(CubicBezier(0.2, 0, 0, 1)),
        ]
        #expect(try decoded([Easing].self, from: try json(easings)) == easings)
        #expect(
            try json(easings)
                == #"["linear","ease","easeIn","easeOut","easeInOut",{"cubicBezier":{"x1":0.2,"x2":0,"y1":0,"y2":1}}]"#
        )
    }

    @Test func enumsAreWrittenAsTheirCaseNames() throws {
        try expectCasesByName(Direction.self)
        try expectCasesByName(ItemWidthMode.self)
        try expectCasesByName(FitPolicy.self)
        try expectCasesByName(SelectedWidthMode.self)
        try expectCasesByName(CommitRule.self)
        try expectCasesByName(IndicatorWidthMode.self)
        try expectCasesByName(IndicatorAlignment.self)
        try expectCasesByName(IndicatorPlacement.self)
        try expectCasesByName(IndicatorTransition.self)
        try expectCasesByName(IndicatorOverscroll.self)
        try expectCasesByName(AppearancePolicy.self)
        try expectCasesByName(ColorSpace.self)
        try expectCasesByName(StripScrollPolicy.self)
        try expectCasesByName(StripContainment.self)
        try expectCasesByName(StripScrollTiming.self)
        try expectCasesByName(PageAlignment.self)
        try expectCasesByName(PagingProfile.self)
        try expectCasesByName(ListFlingProfile.self)
        try expectCasesByName(CommitPolicy.self)
        try expectCasesByName(ScrollDriver.self)
        try expectCasesByName(SettleMode.self)
        try expectCasesByName(PagerConfiguration.Preset.self)
        try expectCasesByName(HeaderPullDown.self)
        try expectCasesByName(HeaderContentMode.self)
        try expectCasesByName(HeaderSectionBehavior.self)
        try expectCasesByName(HeaderSnapAnimation.self)
        try expectCasesByName(ListSyncPolicy.self)
        try expectCasesByName(NestedScrollMode.self)
        try expectCasesByName(RefreshZone.self)
    }

    @Test func theEncodingIsReadable() throws {
        #expect(try json(Direction.leftToRight) == #""leftToRight""#)
        #expect(
            try json(StripOffsetStyle())
                == #"{"containment":"clamp","margin":0,"policy":"center","timing":"progressive"}"#)
        #expect(try json(DampedSpring()) == #"{"dampingRatio":0.825,"mass":1,"response":0.55}"#)
        #expect(
            try json(PageWindowPolicy())
                == #"{"cacheLimit":0,"keepRadius":1,"prepareRadius":1,"reuse":false}"#)
        #expect(try json(everyFieldWindows()).contains(#""cacheLimit":null"#))
        let configuration = try json(PagerConfiguration())
        #expect(configuration.contains(#""tapEasing":"easeInOut""#))
        #expect(configuration.contains(#""settleMode":"spring""#))
    }

    @Test func aKeyLeftOutKeepsTheDefault() throws {
        #expect(try decoded(StripStyle.self, from: "{}") == StripStyle())
        #expect(try decoded(PagerConfiguration.self, from: "{}") == PagerConfiguration())
        var quick = PagerConfiguration()
        quick.tapDuration = 0.25
        #expect(try decoded(PagerConfiguration.self, from: #"{"tapDuration": 0.25}"#) == quick)
        // The configuration's spring is critical (damping ratio 1), not DampedSpring()'s 0.825.
        let softer = try decoded(PagerConfiguration.self, from: #"{"settleSpring": {"response": 0.5}}"#)
        #expect(softer.settleSpring == DampedSpring(response: 0.5, dampingRatio: 1))
        // A colour's left-out component keeps the default colour's.
        let red = try decoded(AppearanceStyle.self, from: #"{"normalColor": {"red": 1}}"#)
        #expect(red.normalColor == RGBAColor(red: 1, green: 0.2, blue: 0.2))
        let paging = try decoded(
            PagerConfiguration.self, from: #"{"paging": {"deceleration": {"rate": 0.998}}}"#)
        #expect(paging.paging.deceleration == .normal && paging.paging.maxPages == 1)
    }

    @Test func nullIsNilAndALeftOutOptionalKeepsItsDefault() throws {
        #expect(try decoded(PageWindowPolicy.self, from: #"{"cacheLimit": null}"#).cacheLimit == nil)
        #expect(try decoded(PageWindowPolicy.self, from: "{}").cacheLimit == 0)
        let header = try decoded(
            PagerHeader.self, from: #"{"stack": {"sections": [{"height": 100}]}, "listMaximum": null}"#)
        #expect(header.listMaximum == nil)
    }

    @Test func typesWithoutADefaultNeedTheirInitialisersKeys() {
        for (text, type) in [
            (#"{"green": 0, "blue": 0}"#, RGBAColor.self as any Decodable.Type),
            (#"{"x1": 0, "y1": 0, "x2": 1}"#, CubicBezier.self), ("{}", ItemMetrics.self),
            ("{}", Deceleration.self),
            ("{}", HeaderStack.self), ("{}", PagerHeader.self), (#"{"id": 1}"#, PagerItem.self),
        ] {
            #expect(throws: DecodingError.self, "\(type) from \(text)") {
                _ = try JSONDecoder().decode(type, from: Data(text.utf8))
            }
        }
    }

    @Test func anInvalidValueFailsToDecodeWithTheInputError() throws {
        let context = corruption(decoding: #"{"spacing": -2}"#, as: StripStyle.self)
        let error = context?.underlyingError as? InputError
        #expect(error?.kind == .outOfRange)
        #expect(error.map { "\($0.field)" } == "StripStyle.spacing")
        #expect(context?.debugDescription.hasPrefix("not a valid StripStyle: StripStyle.spacing") == true)
        // Each type's own rules, cross-field ones included, each refused by
        // the type's check: the field it names ("" where the check names
        // none yet: the spring's, the stack's, the header's initialiser's).
        let refusals: [(field: String, refused: String?)] = [
            ("StripStyle.itemWidth", refusedField(decoding: #"{"widthMode": "fixed"}"#, as: StripStyle.self)),
            (
                "StripStyle.maxItemWidth",
                refusedField(decoding: #"{"minItemWidth": 50, "maxItemWidth": 40}"#, as: StripStyle.self)
            ),
            ("IndicatorStyle.stretch", refusedField(decoding: #"{"stretch": 1.5}"#, as: IndicatorStyle.self)),
            (
                "AppearanceStyle.selectedScale",
                refusedField(decoding: #"{"selectedScale": 0}"#, as: AppearanceStyle.self)
            ),
            (
                "RGBAColor.red",
                refusedField(decoding: #"{"red": 1.5, "green": 0, "blue": 0}"#, as: RGBAColor.self)
            ),
            (
                "CubicBezier.x1",
                refusedField(decoding: #"{"x1": 1.5, "y1": 0, "x2": 1, "y2": 1}"#, as: CubicBezier.self)
            ),
            (
                "StripOffsetStyle.margin",
                refusedField(decoding: #"{"margin": -1}"#, as: StripOffsetStyle.self)
            ),
            (
                "ItemMetrics.contentWidth",
                refusedField(decoding: #"{"contentWidth": -1}"#, as: ItemMetrics.self)
            ),
            ("PageGeometry.pageCount", refusedField(decoding: #"{"pageCount": -1}"#, as: PageGeometry.self)),
            ("Deceleration.rate", refusedField(decoding: #"{"rate": 1}"#, as: Deceleration.self)),
            ("PagingOptions.maxPages", refusedField(decoding: #"{"maxPages": 0}"#, as: PagingOptions.self)),
            (
                "DampedSpring.dampingRatio",
                refusedField(decoding: #"{"dampingRatio": 0}"#, as: DampedSpring.self)
            ),
            (
                "PageWindowPolicy.keepRadius",
                refusedField(decoding: #"{"keepRadius": -1}"#, as: PageWindowPolicy.self)
            ),
            (
                "PagerConfiguration.notificationLimit",
                refusedField(decoding: #"{"notificationLimit": -1}"#, as: PagerConfiguration.self)
            ),
            (
                "HeaderStyle.pinnedHeight",
                refusedField(decoding: #"{"height": 40, "pinnedHeight": 44}"#, as: HeaderStyle.self)
            ),
            (
                "HeaderSection.minHeight",
                refusedField(decoding: #"{"height": 40, "minHeight": 44}"#, as: HeaderSection.self)
            ),
            ("sections", refusedField(decoding: #"{"sections": []}"#, as: HeaderStack.self)),
            (
                "HeaderStyle.height",
                refusedField(
                    decoding: #"{"style": {"height": 300}, "stack": {"sections": [{"height": 100}]}}"#,
                    as: PagerHeader.self)
            ),
            (
                "PagerHeader.snapVelocity",
                refusedField(
                    decoding: #"{"stack": {"sections": [{"height": 100}]}, "snapVelocity": -1}"#,
                    as: PagerHeader.self)
            ),
        ]
        for (field, refused) in refusals {
            #expect(refused == field)
        }
    }

    @Test func aNestedInvalidValueNamesItsPath() {
        let spring = corruption(decoding: #"{"settleSpring": {"response": -1}}"#, as: PagerConfiguration.self)
        #expect(path(spring) == ["settleSpring"])
        #expect((spring?.underlyingError as? InputError)?.kind == .outOfRange)
        let color = corruption(decoding: #"{"selectedColor": {"blue": 2}}"#, as: AppearanceStyle.self)
        #expect(path(color) == ["selectedColor"])
        let section = corruption(
            decoding: #"{"stack": {"sections": [{"height": 10}, {"height": -1}]}}"#, as: PagerHeader.self)
        #expect(path(section) == ["stack", "sections", "Index 1"])
    }

    @Test func unmeasuredPagesDecodeButOtherwiseInvalidOnesDoNot() throws {
        // PageGeometry() has no widths yet, so its page stride is 0 and
        // validate() refuses it; it still decodes, as the default
        // configuration does, to be measured later.
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") { try PageGeometry().validate() }
        #expect(try decoded(PageGeometry.self, from: "{}") == PageGeometry())
        #expect(
            try decoded(PagerConfiguration.self, from: #"{"pages": {"padEnds": false}}"#).pages.padEnds
                == false)
        _ = corruption(decoding: #"{"pageSpacing": -1}"#, as: PageGeometry.self)
        _ = corruption(decoding: #"{"viewportWidth": -375, "pageWidth": 375}"#, as: PageGeometry.self)
        let pages = corruption(decoding: #"{"pages": {"pageWidth": -1}}"#, as: PagerConfiguration.self)
        #expect(path(pages) == ["pages"])
    }

    @Test func unknownKeysAndNamesFailToDecode() {
        let key = corruption(decoding: #"{"tapDurtion": 0.25}"#, as: PagerConfiguration.self)
        #expect(path(key) == ["tapDurtion"])
        #expect(key?.debugDescription.contains(#""tapDuration""#) == true, "the known keys are listed")
        let nested = corruption(decoding: #"{"paging": {"profile": "uikit"}}"#, as: PagerConfiguration.self)
        #expect(path(nested) == ["paging", "profile"])
        #expect(nested?.debugDescription.contains(#""uiKit""#) == true, "the case names are listed")
        _ = corruption(decoding: #"["leftToright"]"#, as: [Direction].self)
        _ = corruption(decoding: #"["easeInOutBack"]"#, as: [Easing].self)
        _ = corruption(decoding: #"[{"bezier": {"x1": 0, "y1": 0, "x2": 1, "y2": 1}}]"#, as: [Easing].self)
    }

    @Test func enumsAreNotNumbers() {
        #expect(throws: DecodingError.self) { try decoded(StripStyle.self, from: #"{"direction": 1}"#) }
    }
}
