// The pager owns the notifications not yet delivered (issue #15): a step
// takes all, at most some, or none of them, and what waits is capped at the
// configuration's notification limit. The C and Python layers keep none.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Pager notification delivery")
struct PagerNotificationDeliveryTests {
    /// A pager over four tabs and the notifications of one far select.
    private func farSelect(_ delivery: NotificationDelivery, limit: Int = 1024) throws -> (Pager, PagerFrame)
    {
        var pager = try makePager(ids: [1, 2, 3, 4], widths: [40, 50, 60, 70]) {
            $0.notificationLimit = limit
        }
        var frame = PagerFrame()
        try pager.step(
            [PagerEvent.select(time: 1, index: 3, animated: false)].span, into: &frame, delivering: delivery)
        return (pager, frame)
    }

    @Test func atMostLeavesTheRestWaitingInOrder() throws {
        let (_, all) = try farSelect(.all)
        #expect(all.notifications.count >= 4 && all.waitingNotifications == 0)
        var (pager, frame) = try farSelect(.atMost(1))
        #expect(frame.notifications == [all.notifications[0]])
        #expect(frame.waitingNotifications == all.notifications.count - 1)
        var seen = frame.notifications
        let before = frame
        while frame.waitingNotifications > 0 {
            pager.takeWaitingNotifications(.atMost(2), into: &frame)
            seen += frame.notifications
        }
        #expect(seen == all.notifications)
        // Nothing but the notifications changed: the same frame otherwise.
        var rest = before
        rest.notifications = frame.notifications
        rest.waitingNotifications = 0
        #expect(frame == rest)
    }

    @Test func noneDiscardsAndCounts() throws {
        let (_, all) = try farSelect(.all)
        var (pager, frame) = try farSelect(.none)
        #expect(frame.notifications.isEmpty && frame.waitingNotifications == 0)
        #expect(frame.droppedNotifications == all.notifications.count)
        try pager.step([PagerEvent.tick(time: 2)].span, into: &frame)
        #expect(frame.notifications.isEmpty && frame.droppedNotifications == 0)
    }

    @Test func waitingNotificationsAreCappedWithNeutralKindsDroppedFirst() throws {
        var pager = try makePager(ids: [1, 2, 3, 4], widths: [40, 50, 60, 70]) { $0.notificationLimit = 6 }
        var frame = PagerFrame()
        var dropped = 0
        for k in 1...50 {
            try pager.step(
                [PagerEvent.select(time: Double(k), index: k % 4, animated: false)].span, into: &frame,
                delivering: .atMost(0))
            #expect(frame.waitingNotifications <= 6)
            dropped += frame.droppedNotifications
        }
        #expect(frame.waitingNotifications == 6 && dropped > 0)
        pager.takeWaitingNotifications(.all, into: &frame)
        #expect(frame.notifications.count == 6)
        // Drops compact; they never reorder.
        #expect(zip(frame.notifications, frame.notifications.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func itemEditsWithNoStepBetweenThemAreCappedToo() throws {
        var pager = try makePager(ids: [1, 2], widths: [40, 50]) { $0.notificationLimit = 4 }
        for k in 0..<100 {
            try pager.setItems(
                ids: k % 2 == 0 ? [1, 2, 3] : [3, 1], metrics: items(k % 2 == 0 ? [40, 50, 60] : [60, 40]))
        }
        var frame = PagerFrame()
        try pager.step([PagerEvent.tick(time: 1)].span, into: &frame, delivering: .atMost(0))
        #expect(frame.waitingNotifications <= 4)
        #expect(frame.droppedNotifications > 0)
    }
}
