// Tests that the public value types are Hashable and Sendable, and that
// their hash (synthesized, or written out by hand where Swift cannot
// synthesize it) covers every stored property, so `==` values hash alike
// and a change to any one field changes the hash.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// Compiles only for a `Hashable & Sendable` type.
private func isHashableAndSendable<T: Hashable & Sendable>(_: T.Type) -> Bool { true }

/// The stored property names of `value`, in declaration order.
private func storedProperties(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
}

/// Expects each variant to differ from `base` and to hash differently from
/// it, and one variant per stored property of `base`.
private func expectEveryFieldHashed<T: Hashable>(
    _ base: T, _ variants: [(field: String, change: (inout T) -> Void)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        variants.map(\.field) == storedProperties(of: base),
        "a stored property was added or renamed: hash(into:) and this list must follow",
        sourceLocation: sourceLocation)
    for variant in variants {
        var changed = base
        variant.change(&changed)
        #expect(changed != base, "\(variant.field) did not change the value", sourceLocation: sourceLocation)
        #expect(
            changed.hashValue != base.hashValue, "\(variant.field) is not hashed",
            sourceLocation: sourceLocation)
    }
}

@Suite("Hashable and Sendable")
struct HashableTests {
    @Test func everyPublicValueTypeIsHashableAndSendable() {
        // Pager (a state machine, not a value to compare) is left out.
        let checked = [
            isHashableAndSendable(AppearancePolicy.self), isHashableAndSendable(AppearanceStyle.self),
            isHashableAndSendable(ItemAppearance.self), isHashableAndSendable(CommitRule.self),
            isHashableAndSendable(DampedSpring.self), isHashableAndSendable(Deceleration.self),
            isHashableAndSendable(Direction.self), isHashableAndSendable(CubicBezier.self),
            isHashableAndSendable(Easing.self), isHashableAndSendable(Focus.self),
            isHashableAndSendable(HeaderPullDown.self), isHashableAndSendable(HeaderContentMode.self),
            isHashableAndSendable(HeaderStyle.self), isHashableAndSendable(Rect.self),
            isHashableAndSendable(HeaderPhase.self), isHashableAndSendable(HeaderFrame.self),
            isHashableAndSendable(GestureAxis.self), isHashableAndSendable(HeaderSectionBehavior.self),
            isHashableAndSendable(HeaderScrollFlags.self), isHashableAndSendable(HeaderSnapAnimation.self),
            isHashableAndSendable(HeaderSection.self), isHashableAndSendable(HeaderStackRanges.self),
            isHashableAndSendable(HeaderStack.self), isHashableAndSendable(IndicatorWidthMode.self),
            isHashableAndSendable(IndicatorAlignment.self), isHashableAndSendable(IndicatorPlacement.self),
            isHashableAndSendable(IndicatorTransition.self), isHashableAndSendable(IndicatorOverscroll.self),
            isHashableAndSendable(IndicatorStyle.self), isHashableAndSendable(Indicator.self),
            isHashableAndSendable(ItemFrame.self), isHashableAndSendable(ItemMetrics.self),
            isHashableAndSendable(PagerItem.self), isHashableAndSendable(PagerFrame.self),
            isHashableAndSendable(PagerFrame.Page.self),
            isHashableAndSendable(ListSyncPolicy.self), isHashableAndSendable(NestedScrollMode.self),
            isHashableAndSendable(ScrollSplit.self), isHashableAndSendable(PageAlignment.self),
            isHashableAndSendable(PageGeometry.self), isHashableAndSendable(PageWindowPolicy.self),
            isHashableAndSendable(RefreshZone.self), isHashableAndSendable(PagerHeader.self),
            isHashableAndSendable(PagerHeaderFrame.self), isHashableAndSendable(CommitPolicy.self),
            isHashableAndSendable(ScrollDriver.self), isHashableAndSendable(SelectionCause.self),
            isHashableAndSendable(SettleMode.self), isHashableAndSendable(PagerConfiguration.self),
            isHashableAndSendable(PagerConfiguration.Preset.self), isHashableAndSendable(PagerEvent.self),
            isHashableAndSendable(PagerNotification.self), isHashableAndSendable(PagerNotification.Kind.self),
            isHashableAndSendable(PagerPhase.self), isHashableAndSendable(NotificationDelivery.self),
            isHashableAndSendable(PagingProfile.self), isHashableAndSendable(PagingOptions.self),
            isHashableAndSendable(ListFlingProfile.self), isHashableAndSendable(SplineFling.self),
            isHashableAndSendable(RGBAColor.self), isHashableAndSendable(ColorSpace.self),
            isHashableAndSendable(OKLab.self), isHashableAndSendable(RubberBand.self),
            isHashableAndSendable(StripGeometry<[ItemFrame], [ItemMetrics]>.self),
            isHashableAndSendable(StripLayout.self), isHashableAndSendable(StripScrollPolicy.self),
            isHashableAndSendable(StripContainment.self), isHashableAndSendable(StripScrollTiming.self),
            isHashableAndSendable(StripOffsetStyle.self), isHashableAndSendable(StripState.self),
            isHashableAndSendable(ItemWidthMode.self), isHashableAndSendable(FitPolicy.self),
            isHashableAndSendable(SelectedWidthMode.self), isHashableAndSendable(StripStyle.self),
            isHashableAndSendable(VelocityTracker.self), isHashableAndSendable(VelocityTracker.Velocity.self),
        ]
        #expect(checked.allSatisfy { $0 })
    }

    @Test func equalOptionsHashAlikeAndWorkAsSetElements() {
        var narrow = StripStyle()
        narrow.spacing = 8
        let styles: Set<StripStyle> = [StripStyle(), narrow, StripStyle()]
        #expect(styles.count == 2)
        // -0 == +0, so they must hash alike.
        #expect(
            RGBAColor(red: 0, green: 0, blue: 0).hashValue
                == RGBAColor(red: -0.0, green: 0, blue: 0).hashValue)
        let easings: Set<Easing> = [.linear, .easeInOut, .cubicBezier(.easeInOut)]
        #expect(easings.count == 2)
    }

    @Test func pagerNotificationHashesEveryField() {
        expectEveryFieldHashed(
            PagerNotification(kind: .willAppear, page: 1, id: 11, time: 0.5),
            [
                ("kind", { $0.kind = .didAppear }), ("page", { $0.page = 2 }), ("id", { $0.id = 12 }),
                ("previous", { $0.previous = 0 }), ("cause", { $0.cause = .tap }), ("time", { $0.time = 1 }),
                ("headerPhase", { $0.headerPhase = .pinned }),
                ("previousHeaderPhase", { $0.previousHeaderPhase = .expanded }),
            ])
    }

    @Test func pagerFrameHashesEveryField() throws {
        var pager = try Pager(
            configuration: PagerConfiguration(viewportWidth: 375),
            items: (0..<3).map { PagerItem(id: Int64($0), width: 60) })
        let frame = try pager.step([.tick(time: 0)])
        let header = PagerHeaderFrame(
            frame: try HeaderStyle().frame(atListOffset: 0, width: 375), headerOffset: 0, pull: 0,
            isRefreshing: false, isAnimating: false)
        let variants: [(field: String, change: (inout PagerFrame) -> Void)] = [
            ("time", { $0.time += 1 }), ("phase", { $0.phase = .settling }),
            ("pageOffset", { $0.pageOffset += 1 }), ("position", { $0.position += 1 }),
            ("targetPageOffset", { $0.targetPageOffset += 1 }), ("selectedIndex", { $0.selectedIndex = 2 }),
            ("transitionTarget", { $0.transitionTarget = 2 }),
            ("transitionProgress", { $0.transitionProgress = 0.5 }),
            ("strip", { $0.strip.stripOffset += 1 }), ("pages", { $0.pages[0].visibility = 0.5 }),
            ("notifications", { $0.notifications.removeLast() }), ("header", { $0.header = header }),
            ("listOffset", { $0.listOffset += 1 }), ("listOffsets", { $0.listOffsets.append(1) }),
            ("split", { $0.split.list = 1 }), ("waitingNotifications", { $0.waitingNotifications = 1 }),
            ("droppedNotifications", { $0.droppedNotifications = 1 }),
            ("stripItems", { $0.stripItems[0].title.width += 1 }),
            ("stripContentWidth", { $0.stripContentWidth += 1 }),
            ("stripScrolls", { $0.stripScrolls.toggle() }),
            ("stripPhase", { $0.stripPhase = .held }), ("gesture", { $0.gesture = .pending }),
            ("isListAnimating", { $0.isListAnimating = true }),
        ]
        expectEveryFieldHashed(frame, variants)
    }

    @Test func stripLayoutHashesEveryStoredProperty() throws {
        let layout = try laidOut([40, 60], viewport: 320)
        let variants: [(field: String, change: (inout StripLayout) -> Void)] = [
            ("frames", { $0.frames[1].width += 1 }), ("contentWidth", { $0.contentWidth += 1 }),
            ("scrolls", { $0.scrolls.toggle() }), ("viewportWidth", { $0.viewportWidth += 1 }),
            ("direction", { $0.direction = .rightToLeft }),
            ("contentLeadingInset", { $0.contentLeadingInset += 1 }),
            ("contentTrailingInset", { $0.contentTrailingInset += 1 }),
        ]
        expectEveryFieldHashed(layout, variants)
    }

    @Test func pagerEventsHashByCaseAndValues() {
        let events: [PagerEvent] = [
            .dragBegan(time: 1), .dragMoved(time: 1, pageOffset: 2), .dragEnded(time: 1, velocity: 2),
            .hostScrolled(time: 1, pageOffset: 2), .tabTapped(time: 1, index: 2),
            .select(time: 1, index: 2, animated: true), .select(time: 1, index: 2, animated: false),
            .tick(time: 1),
            .resized(time: 1, viewportWidth: 2, stripViewportWidth: 3), .listScrolled(time: 1, delta: 2),
            .listEnded(time: 1, velocity: 2), .listResized(time: 1, index: 2, maxOffset: 3),
            .refreshEnded(time: 1),
            .tick(time: 2), .resized(time: 1, viewportWidth: 2, stripViewportWidth: 4),
        ]
        // Distinct events (the same values under another case included) hash apart.
        #expect(Set(events.map(\.hashValue)).count == events.count)
        #expect(PagerEvent.tick(time: 1).hashValue == PagerEvent.tick(time: 1).hashValue)
    }

    @Test func notificationDeliveryHashesItsCount() {
        let deliveries: Set<NotificationDelivery> = [.all, .none, .atMost(0), .atMost(1), .atMost(1)]
        #expect(deliveries.count == 4)
    }
}
