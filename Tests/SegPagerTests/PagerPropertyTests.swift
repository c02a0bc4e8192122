// Tests Pager.swift by properties over random event streams: drags (with
// overscroll), releases at any velocity, taps, selections, ticks and
// resizes, for both drivers and both commit policies. Each stream is made
// from its own seed (`pagerStreamSeed + i`), so a failure names the stream
// and reproduces exactly.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// The number of random event streams each property runs over.
let pagerStreamCount = 300

/// Stream i is made by `SplitMix64(seed: pagerStreamSeed + i)`.
let pagerStreamSeed: UInt64 = 0x9A6E_0000

/// One random stream run through a pager: every batch and the frame it gave.
struct PagerStreamRun: Sendable, CustomStringConvertible {
    var index: Int
    var configuration: PagerConfiguration
    var direction: Direction
    var ids: [Int64]
    /// The page geometry at the end of the stream (after its resizes).
    var pages = PageGeometry()
    var steps: [(events: [PagerEvent], frame: PagerFrame)] = []
    /// A valid batch the pager refused (there should be none).
    var failure: String?
    /// Where a twin stepped by `stepCounting` (the C run's frames, made
    /// without their arrays) first differed from the full step: nil when
    /// every frame had the same fields and counts, and `fillFrameArrays`
    /// gave back the full frame's arrays.
    var countingMismatch: String?

    var count: Int { ids.count }
    var last: PagerFrame? { steps.last?.frame }

    var description: String {
        "stream \(index) (seed \(pagerStreamSeed + UInt64(index))): \(configuration.driver), "
            + "\(configuration.commitPolicy), \(count) items, \(direction)"
    }
}

extension SplitMix64 {
    /// A time step: often none (events at the same time), usually a frame or less.
    mutating func timeStep() -> Double {
        switch int(0...9) {
        case 0: return 0
        case 1: return uniform(0...0.4)
        default: return uniform(0...(1.0 / 30))
        }
    }
}

/// Runs stream `index`: a pager with random items, styles and configuration
/// (the driver and commit policy cycle with the index), about 70 random
/// batches, then the events that bring it to rest: a release, ticks past any
/// animation and, for the host driver, a scroll to an integer page offset.
func runPagerStream(_ index: Int) -> PagerStreamRun {
    var rng = SplitMix64(seed: pagerStreamSeed + UInt64(index))
    let n = rng.int(1...8)
    let ids = (0..<n).map { Int64(500 + 7 * $0) }
    let metrics = (0..<n).map { _ in
        ItemMetrics(
            contentWidth: rng.length(0...120), selectedContentWidth: rng.chance(0.3) ? rng.length(0...140) : 0
        )
    }
    var stripStyle = StripStyle()
    stripStyle.direction = rng.pick(Direction.allCases)
    stripStyle.widthMode = rng.pick([.intrinsic, .equal, .fill])
    stripStyle.spacing = rng.chance(0.5) ? 0 : rng.length(0...20)
    stripStyle.itemPadding = rng.chance(0.5) ? 0 : rng.length(0...16)

    var configuration = PagerConfiguration()
    configuration.driver = index % 2 == 0 ? .engine : .host
    configuration.commitPolicy = (index / 2) % 2 == 0 ? .atHalf : .whenSettled
    configuration.pages.viewportWidth = rng.length(200...1000, zeroChance: 0)
    configuration.pages.alignment = rng.pick(PageAlignment.allCases)
    configuration.pages.padEnds = rng.chance(0.5)
    configuration.pages.pageWidth =
        rng.chance(0.6) ? nil : configuration.pages.viewportWidth * rng.uniform(0.5...1.2)
    configuration.pages.pageSpacing = rng.chance(0.6) ? 0 : rng.length(0...30)
    configuration.stripViewportWidth = rng.chance(0.7) ? 0 : rng.length(100...800, zeroChance: 0)
    configuration.tapDuration = rng.pick([0, 0.25, 0.3, rng.uniform(0...0.5)])
    configuration.settleDuration = rng.pick([0, 0.3, rng.uniform(0...0.5)])
    // Every fourth pair of streams loops, so the invariants hold across the seam too.
    configuration.isLooping = (index / 4) % 2 == 1
    configuration.tapEasing = rng.pick([.linear, .easeInOut, .ease, .easeOut])
    configuration.settleEasing = rng.pick([.linear, .easeOut, .easeInOut])
    configuration.flickVelocity = rng.pick([0, 300, rng.uniform(0...2000)])
    configuration.initialIndex = rng.int(-2...(n + 1))
    // page windows add load, unload and reuse notes to the stream
    configuration.windows.prepareRadius = rng.int(0...2)
    configuration.windows.keepRadius = rng.int(0...3)
    configuration.windows.cacheLimit = rng.chance(0.3) ? nil : rng.int(0...3)
    configuration.windows.reuse = rng.chance(0.5)

    var run = PagerStreamRun(
        index: index, configuration: configuration, direction: stripStyle.direction, ids: ids)
    do {
        var pager = try Pager(
            configuration: configuration, ids: ids, metrics: metrics, stripStyle: stripStyle)
        try pager.setIndicatorStyle(
            indicatorStyle {
                $0.transition = rng.pick(IndicatorTransition.allCases)
                $0.overscroll = rng.pick(IndicatorOverscroll.allCases)
                $0.widthMode = rng.pick(IndicatorWidthMode.allCases)
            })
        try pager.setStripOffsetStyle(offsetStyle { $0.policy = rng.pick(StripScrollPolicy.allCases) })

        var pages = configuration.pages
        pages.pageCount = n
        pages.direction = stripStyle.direction
        var t = 0.0
        var position = 0.0
        var twin = pager
        var counted = PagerFrame()
        func step(_ events: [PagerEvent]) throws {
            let frame = try pager.step(events)
            run.steps.append((events, frame))
            position = frame.position
            let counts = try events.withUnsafeBufferPointer { (buffer) throws(InputError) in
                try twin.stepCounting(Span(_unsafeElements: buffer), into: &counted, delivering: .all)
            }
            var filled = counted
            try twin.fillFrameArrays(&filled)
            var arrays = counted
            (arrays.strip.appearances, arrays.stripItems) = (frame.strip.appearances, frame.stripItems)
            (arrays.pages, arrays.listOffsets) = (frame.pages, frame.listOffsets)
            let empty =
                counted.strip.appearances.isEmpty && counted.stripItems.isEmpty && counted.pages.isEmpty
                && counted.listOffsets.isEmpty
            let same =
                counts == FrameCounts(appearances: frame.strip.appearances.count, pages: frame.pages.count)
                && empty && arrays == frame && filled == frame
            if !same && run.countingMismatch == nil {
                run.countingMismatch = "batch \(run.steps.count - 1): \(counts) \(counted) vs \(frame)"
            }
        }
        try step([.tick(time: 0)])
        for _ in 0..<70 {
            var batch: [PagerEvent] = []
            for _ in 0..<(rng.chance(0.8) ? 1 : rng.int(2...3)) {
                t += rng.timeStep()
                switch rng.int(0...99) {
                case 0..<10:
                    batch.append(.dragBegan(time: t))
                case 10..<40:
                    // near where the pages are, or anywhere (overscroll included)
                    let p =
                        rng.chance(0.7)
                        ? position + rng.uniform(-0.6...0.6) : rng.uniform(-1.5...(Double(n) + 0.5))
                    let offset = try pages.pageOffset(atPosition: p)
                    batch.append(.dragMoved(time: t, pageOffset: rng.chance(0.1) ? offset.rounded() : offset))
                case 40..<50:
                    batch.append(
                        .dragEnded(time: t, velocity: rng.chance(0.3) ? 0 : rng.uniform(-3000...3000)))
                case 50..<58:
                    batch.append(.tabTapped(time: t, index: rng.int(0...(n - 1))))
                case 58..<63:
                    batch.append(.select(time: t, index: rng.int(0...(n - 1)), animated: rng.chance(0.6)))
                case 63..<66:
                    let width = rng.length(150...1200, zeroChance: 0)
                    pages.viewportWidth = width
                    batch.append(
                        .resized(
                            time: t, viewportWidth: width,
                            stripViewportWidth: rng.chance(0.7) ? 0 : rng.length(100...900, zeroChance: 0)))
                case 66..<80 where configuration.driver == .host:
                    // the host decelerates, lands on a page, or animates a tap
                    let p =
                        rng.chance(0.3)
                        ? Double(rng.int(0...(n - 1))) : position + rng.uniform(-0.5...0.5)
                    batch.append(.hostScrolled(time: t, pageOffset: try pages.pageOffset(atPosition: p)))
                default:
                    batch.append(.tick(time: t))
                }
            }
            try step(batch)
        }
        // Come to rest.
        t += 0.01
        try step([.dragEnded(time: t, velocity: 0)])
        if configuration.driver == .host {
            t += 0.01
            let target =
                run.last?.phase == .transitioning
                ? run.last?.targetPageOffset ?? 0
                : try pages.pageOffset(atPosition: Double(rng.int(0...(n - 1))))
            try step([.hostScrolled(time: t, pageOffset: target)])
        }
        try step([.tick(time: t + 1)])
        try step([.tick(time: t + 2)])
        run.pages = pages
    } catch {
        run.failure = "threw \(error) after \(run.steps.count) batches"
    }
    return run
}

/// The streams, run once and shared by the properties.
let pagerStreams: [PagerStreamRun] = (0..<pagerStreamCount).map(runPagerStream)

@Suite("Pager properties")
struct PagerPropertyTests {
    @Test func validStreamsAreNeverRefused() {
        for run in pagerStreams {
            #expect(run.failure == nil, "\(run): \(run.failure ?? "")")
        }
    }

    /// The C run's frames skip the arrays its records do not hold; every
    /// field it does hold, the counts and the pager's state must be the
    /// full step's (the twin steps on from its own state every batch).
    @Test func framesWithoutArraysAreTheFullFramesLessTheirArrays() {
        for run in pagerStreams {
            #expect(run.countingMismatch == nil, "\(run): \(run.countingMismatch ?? "")")
        }
    }

    @Test func lifecycleEventsFollowUIKitTransitionsPerPage() {
        for run in pagerStreams {
            var model = AppearanceModel()
            for (events, frame) in run.steps {
                for note in frame.notifications { model.apply(note) }
                if !model.violations.isEmpty {
                    Issue.record("\(run): \(model.violations) after \(events)")
                    break
                }
            }
        }
    }

    @Test func exactlyOnePageHasAppearedWheneverThePagerIsIdle() {
        for run in pagerStreams {
            var model = AppearanceModel()
            for (k, (events, frame)) in run.steps.enumerated() {
                for note in frame.notifications { model.apply(note) }
                guard frame.phase == .idle else { continue }
                #expect(model.appeared.count == 1, "\(run) batch \(k) \(events): appeared \(model.appeared)")
                // The others tracked are on screen beside it (a peeking carousel's).
                #expect(
                    model.states.count == frame.pages.count,
                    "\(run) batch \(k): \(model.states) with \(frame.pages) placed")
                if let selected = frame.selectedIndex, model.appeared.count == 1 {
                    #expect(
                        model.appeared == [run.ids[selected]],
                        "\(run) batch \(k): the selected page is the one appeared")
                }
            }
        }
    }

    @Test func everyStreamEndsAtRestOnItsSelectedPage() throws {
        for run in pagerStreams {
            guard let last = run.last, run.failure == nil else { continue }
            #expect(last.phase == .idle, "\(run)")
            guard let selected = last.selectedIndex else {
                Issue.record("\(run): no selection")
                continue
            }
            let expected = try run.pages.pageOffset(atPosition: Double(selected))
            if run.configuration.isLooping {
                // Looping: a whole number of laps (n pages) away.
                let lap = Double(run.ids.count) * run.pages.stride
                let laps = (last.pageOffset - expected) / lap
                expectClose(laps, laps.rounded(), "\(run)")
            } else {
                expectClose(last.pageOffset, expected, "\(run)")
            }
            // The selected page at its aligned place (leading, or centred).
            let page = last.pages.first { $0.page == selected }
            let aligned =
                run.pages.alignment == .center
                ? (run.pages.viewportWidth - run.pages.effectivePageWidth) / 2 : 0
            let x =
                run.direction == .leftToRight
                ? aligned : run.pages.viewportWidth - aligned - run.pages.effectivePageWidth
            #expect(
                page.map { abs($0.x - x) <= 1e-6 * max(1, run.pages.viewportWidth) } == true,
                "\(run): \(last.pages)")
            #expect(last.transitionTarget == nil, "\(run)")
        }
    }

    @Test func notificationsNameOnlyPagesInsideTheItems() {
        for run in pagerStreams {
            for (events, frame) in run.steps {
                for note in frame.notifications {
                    let inside = run.ids.indices.contains(note.page)
                    #expect(inside, "\(run): \(word(note)) after \(events)")
                    if inside {
                        #expect(run.ids[note.page] == note.id, "\(run): \(word(note)) has id \(note.id)")
                    }
                    if let previous = note.previous {
                        #expect(run.ids.indices.contains(previous), "\(run): \(word(note))")
                    }
                    #expect(events.contains { $0.time == note.time }, "\(run): \(word(note)) at \(note.time)")
                }
            }
        }
    }

    @Test func selectedIndexIsAlwaysAnItemAndEveryChangeIsNotified() {
        for run in pagerStreams {
            // Nothing is announced before the first frame, which reports
            // the initial selection (previous nil, cause program).
            var selected: Int? = nil
            #expect(
                run.steps.first?.frame.selectedIndex.map { run.ids.indices.contains($0) } == true, "\(run)")
            for (events, frame) in run.steps {
                for note in frame.notifications where note.kind == .selectedChanged {
                    #expect(note.previous == selected, "\(run): \(word(note)) after \(events)")
                    #expect(note.cause != nil, "\(run)")
                    selected = note.page
                }
                #expect(
                    frame.selectedIndex == selected, "\(run): a change with no notification after \(events)")
                #expect(frame.selectedIndex.map { run.ids.indices.contains($0) } == true, "\(run)")
                selected = frame.selectedIndex
            }
        }
    }

    @Test func withinOneEventSelectionComesFirstThenDisappearingThenAppearing() {
        for run in pagerStreams {
            for (events, frame) in run.steps where events.count == 1 {
                // rank: selectedChanged 0, will/did-disappear 1, page-window
                // loads and unloads 2 (between, as Pager.updateLifecycle says),
                // will/did-appear 3
                let ranks = frame.notifications.map { note -> Int in
                    switch note.kind {
                    case .selectedChanged: return 0
                    case .willDisappear, .didDisappear: return 1
                    case .willAppear, .didAppear: return 3
                    default: return 2
                    }
                }
                #expect(ranks == ranks.sorted(), "\(run): \(frame.notifications.map(word)) after \(events)")
                #expect(ranks.filter { $0 == 0 }.count <= 1, "\(run)")
            }
        }
    }

    @Test func everyFrameNumberIsFinite() {
        for run in pagerStreams {
            for (events, frame) in run.steps {
                let strip = frame.strip
                var numbers = [
                    frame.time, frame.pageOffset, frame.position, frame.targetPageOffset,
                    frame.transitionProgress,
                    strip.stripOffset, strip.indicator.x, strip.indicator.y, strip.indicator.width,
                    strip.indicator.height, strip.indicator.cornerRadius, strip.indicator.alpha,
                ]
                for look in strip.appearances {
                    numbers += [
                        look.selectionWeight, look.scale, look.emphasis, look.color.red, look.color.green,
                        look.color.blue, look.color.alpha,
                    ]
                }
                numbers += frame.pages.map(\.visibility)
                #expect(numbers.allSatisfy { $0.isFinite }, "\(run): \(frame) after \(events)")
                #expect((0...1).contains(frame.transitionProgress), "\(run)")
                #expect((frame.phase == .transitioning) == (frame.transitionTarget != nil), "\(run)")
            }
        }
    }

    /// What a person sees: the placed pages cover the viewport (but for the
    /// gaps between pages and the overscroll gap past the first or last
    /// page), each shows a fraction in (0, 1] of its width, once, in item order.
    @Test func placedPagesCoverTheViewport() {
        for run in pagerStreams {
            var viewport = run.configuration.pages.viewportWidth
            let spacing = run.configuration.pages.pageSpacing
            for (events, frame) in run.steps {
                for event in events { if case .resized(_, let width, _) = event { viewport = width } }
                let pages = frame.pages
                // None only when scrolled past the items' ends (a host may).
                let past = frame.position < 0 || frame.position > Double(run.count - 1)
                #expect(!pages.isEmpty || (past && !run.configuration.isLooping), "\(run) after \(events)")
                #expect(
                    pages.allSatisfy { $0.visibility > 0 && $0.visibility <= 1 && $0.width > 0 },
                    "\(run): \(pages) after \(events)")
                let indices = pages.map(\.page)
                #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 }, "\(run): sorted, once each")
                #expect(indices.allSatisfy { run.ids.indices.contains($0) }, "\(run)")
                // Screen order, left to right; the ends of the items may leave a gap.
                let shown = pages.sorted { $0.x < $1.x }
                guard let first = shown.first, let last = shown.last else { continue }
                let tolerance = 1e-6 * max(1, viewport)
                let leftEnd = run.direction == .leftToRight ? 0 : run.count - 1
                let rightEnd = run.count - 1 - leftEnd
                let looping = run.configuration.isLooping
                // A looping pager whose lap is under a viewport and a page
                // would show a page twice; it places one copy (documented).
                if looping, Double(run.count) * (first.width + spacing) < viewport + first.width + spacing {
                    continue
                }
                #expect(
                    first.x <= spacing + tolerance || (!looping && first.page == leftEnd),
                    "\(run): a gap at the left of \(shown) after \(events)")
                #expect(
                    last.x + last.width + spacing >= viewport - tolerance
                        || (!looping && last.page == rightEnd),
                    "\(run): a gap at the right of \(shown) after \(events) p=\(frame.position) \(run.configuration.pages) loop=\(looping) V=\(viewport)"
                )
                for (a, b) in zip(shown, shown.dropFirst()) {
                    #expect(
                        b.x <= a.x + a.width + spacing + tolerance,
                        "\(run): a gap between \(a) and \(b) after \(events)")
                }
            }
        }
    }

    /// What a person sees: a page is placed only while it is appearing,
    /// appeared or disappearing (told it will appear, not yet gone).
    @Test func placedPagesFollowTheLifecycle() {
        for run in pagerStreams {
            var model = AppearanceModel()
            for (k, (events, frame)) in run.steps.enumerated() {
                for note in frame.notifications { model.apply(note) }
                guard frame.droppedNotifications == 0 else { break }
                for page in frame.pages {
                    #expect(
                        model.states[run.ids[page.page]] != nil,
                        "\(run) batch \(k) \(events): page \(page.page) placed before it will appear")
                }
            }
        }
    }
}
