// SegPagerTestSupport: the helpers the Swift test targets (SegPagerTests,
// SegPagerABITests) import, each written once: tolerant float comparison,
// builders for the value types, the pagers the pager tests start from, the
// notification words their logs are written in, and expected input errors.
// Random inputs live in PropertySupport.swift, files of the repository in
// Repository.swift. A library target, so its declarations are public.
import Testing

import SegPager

// MARK: - Tolerant comparison

/// `a ≈ b` within a relative tolerance: `|a − b| ≤ tolerance × (1 + |b|)`.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * (1 + abs(b))
}

/// Expects `actual ≈ expected` and names both numbers when it fails.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(actual, expected, tolerance: tolerance),
        "\(actual) is not ≈ \(expected)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

/// Expects two arrays to have the same count and pairwise ≈ elements.
public func expectClose(
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

/// Expects `|actual − expected| ≤ within` (an absolute tolerance, for numbers
/// quoted to a fixed number of decimals).
public func expectNear(
    _ actual: Double, _ expected: Double, within tolerance: Double, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance,
        "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

// MARK: - Builders

/// Items with only a title width each.
public func items(_ widths: [Double]) -> [ItemMetrics] {
    widths.map { ItemMetrics(contentWidth: $0) }
}

/// `value` with `changes` made to a copy of it: a default, or a fixture's
/// style, with one test's settings on top.
public func changed<Value>(_ value: Value, _ changes: (inout Value) -> Void) -> Value {
    var value = value
    changes(&value)
    return value
}

/// A style built from the defaults by `configure`.
public func style(_ configure: (inout StripStyle) -> Void) -> StripStyle {
    changed(StripStyle(), configure)
}

/// A page geometry built from the defaults by `configure`.
public func geometry(_ configure: (inout PageGeometry) -> Void) -> PageGeometry {
    changed(PageGeometry(), configure)
}

extension StripLayout {
    public var xs: [Double] { frames.map(\.x) }
    public var widths: [Double] { frames.map(\.width) }

    /// The frames in left-to-right item order: unchanged for a left-to-right
    /// strip, mirrored back (`x' = content − x − w`) for a right-to-left one.
    public func leftToRightFrames(direction: Direction) -> [ItemFrame] {
        guard direction == .rightToLeft else { return frames }
        return frames.map { ItemFrame(x: contentWidth - $0.x - $0.width, width: $0.width) }
    }
}

/// Titles `widths` wide laid out by `style` in a viewport `viewport` wide.
public func laidOut(_ widths: [Double], _ style: StripStyle = StripStyle(), viewport: Double) throws
    -> StripLayout
{
    try StripLayout(items: items(widths), style: style, viewportWidth: viewport)
}

/// Expects the layout's frames to be `widths` wide at `xs` (each ≈).
public func expectFrames(
    _ layout: StripLayout, widths: [Double], xs: [Double], sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(layout.widths, widths, "widths", sourceLocation: sourceLocation)
    expectClose(layout.xs, xs, "xs", sourceLocation: sourceLocation)
}

/// Full-width pages in a viewport `width` wide, like every seed's pager.
public func fullWidthPages(_ width: Double, count: Int, direction: Direction = .leftToRight) -> PageGeometry {
    geometry {
        $0.viewportWidth = width
        $0.pageCount = count
        $0.direction = direction
    }
}

/// The geometry the per-position functions read, over plain arrays.
public typealias Strip = StripGeometry<[ItemFrame], [ItemMetrics]>

/// `metrics` laid out in a viewport `viewport` wide by the style `configure`
/// makes from the defaults (intrinsic widths, packed at the leading edge).
public func strip(
    _ metrics: [ItemMetrics], viewport: Double, height: Double = 44,
    _ configure: (inout StripStyle) -> Void = { _ in }
) throws -> Strip {
    let layout = try StripLayout(items: metrics, style: style(configure), viewportWidth: viewport)
    return Strip(layout: layout, items: metrics, height: height)
}

/// Titles `widths` wide, laid out as `strip(_:viewport:height:_:)` does.
public func strip(
    titles widths: [Double], viewport: Double, height: Double = 44,
    _ configure: (inout StripStyle) -> Void = { _ in }
) throws -> Strip {
    try strip(items(widths), viewport: viewport, height: height, configure)
}

/// A strip from frames alone: with no metrics an item's content is its frame.
public func strip(
    frames: [ItemFrame], content: Double, viewport: Double, height: Double = 44,
    direction: Direction = .leftToRight
) -> Strip {
    Strip(
        frames: frames, items: [ItemMetrics](), contentWidth: content, viewportWidth: viewport,
        height: height, direction: direction)
}

public func indicatorStyle(_ configure: (inout IndicatorStyle) -> Void = { _ in }) -> IndicatorStyle {
    changed(IndicatorStyle(), configure)
}

public func appearanceStyle(_ configure: (inout AppearanceStyle) -> Void = { _ in }) -> AppearanceStyle {
    changed(AppearanceStyle(), configure)
}

public func offsetStyle(_ configure: (inout StripOffsetStyle) -> Void = { _ in }) -> StripOffsetStyle {
    changed(StripOffsetStyle(), configure)
}

// MARK: - Pagers and their logs

/// seed 000: `kScreen_W`, a 375 pt phone.
public let screenW = 375.0

/// A pager `viewport` points wide over titles `widths` wide with stable
/// `ids`, its configuration made from the defaults by `configure`.
public func makePager(
    viewport: Double = screenW, ids: [Int64], widths: [Double], stripStyle: StripStyle = StripStyle(),
    _ configure: (inout PagerConfiguration) -> Void = { _ in }
) throws -> Pager {
    var configuration = PagerConfiguration()
    configuration.pages.viewportWidth = viewport
    configure(&configuration)
    return try Pager(configuration: configuration, ids: ids, metrics: items(widths), stripStyle: stripStyle)
}

/// seed 000's six titles with their padding, and stable ids.
public let seed000Titles: [Double] = [68, 87, 74, 78, 70, 71]
public let seed000Ids: [Int64] = [100, 101, 102, 103, 104, 105]

/// A pager over seed 000's six titles, `screenW` wide, with seed 000's 0.25 s
/// tap animation (`animateWithDuration:0.25`).
public func seed000Pager(
    _ policy: CommitPolicy = .atHalf, _ driver: ScrollDriver = .engine, farTransition: FarTransition = .sweep
) throws -> Pager {
    try makePager(ids: seed000Ids, widths: seed000Titles) {
        $0.commitPolicy = policy
        $0.driver = driver
        $0.tapDuration = 0.25
        // seed 000 taps with an animated setContentOffset: the pages sweep.
        $0.farTransition = farTransition
    }
}

extension PagerNotification.Kind {
    /// will/did appear and will/did disappear (not the selection, not the page
    /// windows' load, unload and reuse).
    public var isAppearance: Bool {
        switch self {
        case .willAppear, .didAppear, .willDisappear, .didDisappear: return true
        default: return false
        }
    }
}

/// One notification as a short word: "wa1", "da1", "wd0", "dd0",
/// "sel1<0:drag" ("sel1<-:program" when there was no previous selection);
/// page-window notes as "load1", "unload1", "reuse1<0".
public func word(_ note: PagerNotification) -> String {
    switch note.kind {
    case .selectedChanged:
        let previous = note.previous.map(String.init) ?? "-"
        let cause = note.cause.map { "\($0)" } ?? "?"
        return "sel\(note.page)<\(previous):\(cause)"
    case .willAppear: return "wa\(note.page)"
    case .didAppear: return "da\(note.page)"
    case .willDisappear: return "wd\(note.page)"
    case .didDisappear: return "dd\(note.page)"
    default: return "\(note.kind)\(note.page)" + (note.previous.map { "<\($0)" } ?? "")
    }
}

/// The selection and appearance notifications as words. The page windows'
/// load, unload and reuse notes are left out: they are PageWindows' concern,
/// and these logs follow the selection and the UIKit lifecycle.
public func words(_ notes: [PagerNotification]) -> String {
    notes.filter { $0.kind == .selectedChanged || $0.kind.isAppearance }.map(word).joined(separator: " ")
}

/// A pager, its latest frame, and the notification words since the log was
/// last read.
public struct PagerSession {
    public var pager: Pager
    public var frame: PagerFrame
    private var log: [String] = []

    /// Starts at time 0 (the first event makes the initial page appear).
    public init(_ pager: Pager) throws {
        self.pager = pager
        frame = try self.pager.step([.tick(time: 0)])
        log = [words(frame.notifications)]
    }

    @discardableResult
    public mutating func step(_ events: PagerEvent...) throws -> PagerFrame {
        frame = try pager.step(events)
        log.append(words(frame.notifications))
        return frame
    }

    /// Ticks every 1/60 s from `start` to `end` (inclusive), collecting frames.
    @discardableResult
    public mutating func ticks(from start: Double, to end: Double) throws -> [PagerFrame] {
        var frames: [PagerFrame] = []
        var k = 0
        while true {
            let t = min(start + Double(k) / 60, end)
            frames.append(try step(.tick(time: t)))
            if t >= end { return frames }
            k += 1
        }
    }

    /// The words logged since the last call.
    public mutating func takeLog() -> String {
        defer { log = [] }
        return log.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// The strip the pager lays out from seed 000's items in its configuration.
public func seed000StripGeometry(viewport: Double = screenW) throws -> Strip {
    try strip(titles: seed000Titles, viewport: viewport)
}

/// seed 004's header: HEAD_HEIGHT H = 200 over a pinned 44 pt segment S, so
/// the collapse range (headerMaxScrollHeight) R = 156.
public func seed004HeaderStyle() -> HeaderStyle {
    var style = HeaderStyle()
    style.height = 200
    style.pinnedHeight = 44
    return style
}

/// Three pages (ids 10, 11, 12) under seed 004's header, 375 pt wide.
public func headerPager(
    _ header: PagerHeader? = nil, configure: (inout PagerHeader) -> Void = { _ in }
) throws -> Pager {
    var pager = try makePager(ids: [10, 11, 12], widths: [60, 60, 60])
    var header = try header ?? PagerHeader(style: seed004HeaderStyle())
    configure(&header)
    try pager.setHeader(header)
    return pager
}

/// The header phase changes in `notes`, as "expanded>collapsing".
public func phaseWords(_ notes: [PagerNotification]) -> [String] {
    notes.filter { $0.kind == .headerPhaseChanged }.map {
        "\($0.previousHeaderPhase.map { "\($0)" } ?? "?")>\($0.headerPhase.map { "\($0)" } ?? "?")"
    }
}

/// Expects `body` to throw an `InputError` of `kind` about `field` (its
/// `field`, as the validation names it: `"PageWindowPolicy.prepareRadius"`),
/// so a test sees which field failed, not only how (`InputError ==`
/// compares the kind alone). A validation that renames its field fails here.
public func expectInputError<T>(
    _ kind: InputError.Kind, field: String, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) {
    expectInputError(kind, fieldIn: [field], comment, sourceLocation: sourceLocation, body)
}

/// `expectInputError(_:field:)` for a check run over several inputs (a loop
/// over the fields of a struct): the field is one of `fields`.
public func expectInputError<T>(
    _ kind: InputError.Kind, fieldIn fields: [String], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) {
    do {
        _ = try body()
        Issue.record(
            "expected \(kind) about \(fields), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as InputError {
        #expect(error.kind == kind, comment, sourceLocation: sourceLocation)
        #expect(fields.contains("\(error.field)"), comment, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected \(kind) about \(fields), got \(error)", sourceLocation: sourceLocation)
    }
}
