/// The collections a pager step changes in place — the pages' lifecycle,
/// windows and list offsets and the notifications not yet in a frame — and
/// the scratch arrays a step computes in.
///
/// `Pager.step` keeps them out of the snapshot it restores on failure (the
/// snapshot then shares no buffer with them, so writing them copies
/// nothing) and undoes their changes from journals instead. Together with
/// the caller's reused `PagerFrame`, a step allocates nothing once these
/// arrays have grown to their working size.
struct PagerBookkeeping: Sendable {
    var lifecycle = Lifecycle()
    var windows = PageWindows()
    /// Each page's list offset (by id), which the header scrolls with.
    var lists = ListOffsets()
    /// Notifications since the last frame, in order.
    var pending: [PagerNotification] = []
    /// Scratch: a focus's presence (the strip's titles) and the appearing
    /// half of a lifecycle update.
    var presence: [(item: Int, share: Double)] = []
    /// Scratch: the pages placed for a focus (`PagePlacement`), the pages
    /// on screen as drawn (in item order), and their shares for the
    /// lifecycle and the windows (with a transition's target from its start).
    var placed: [PagePlacement.Entry] = []
    var pages: [PagerFrame.Page] = []
    var onScreen: [(item: Int, share: Double)] = []
    /// The position `placed` and `pages` were placed at, when the last
    /// event's lifecycle update placed them in this step: the frame after it
    /// shows the same focus at the same time, so it takes them as they are
    /// instead of placing the pages a second time. nil: place them again.
    var placedPosition: Double?
    var arriving: [PagerNotification] = []
    private var pendingMark = 0
    /// Notifications dropped by `cap(at:)` since the last delivery.
    private var dropped = 0

    /// Brings the lifecycle and the page windows in line with `onScreen`:
    /// the disappearing events, loads and unloads go to `pending`, the
    /// appearing events to `arriving` (`queueArriving()` queues them after
    /// the pager has reconciled the appearing pages' lists).
    mutating func updatePages(
        restItem: Int?, ids: [Int64], index: ItemIndex, policy: PageWindowPolicy, looping: Bool,
        time t: Double
    ) {
        arriving.clear()
        lifecycle.update(
            presence: onScreen, restItem: restItem, ids: ids, index: index, time: t, leaving: &pending,
            arriving: &arriving)
        windows.update(
            onScreen: onScreen, count: ids.count, ids: ids, index: index, policy: policy, looping: looping,
            time: t,
            into: &pending)
    }

    mutating func queueArriving() { pending.append(contentsOf: arriving) }

    /// Moves the notifications `delivery` asks for from `pending` to
    /// `notes` (emptied first), caps the rest at `limit`, and returns how
    /// many were discarded.
    mutating func deliver(_ delivery: NotificationDelivery, limit: Int, into notes: inout [PagerNotification])
        -> Int
    {
        notes.clear()
        defer { dropped = 0 }
        switch delivery {
        case .all:
            notes.append(contentsOf: pending)
            pending.clear()
            return dropped
        case .none:
            defer { pending.clear() }
            return dropped + pending.count
        case .atMost(let n):
            let taken = min(max(n, 0), pending.count)
            notes.append(contentsOf: pending[..<taken])
            if taken == pending.count { pending.clear() } else { pending.removeFirst(taken) }
            return dropped + dropOldest(keeping: limit)
        }
    }

    /// Caps the waiting notifications at `limit` between steps (item edits
    /// queue them too); the next delivery counts the drops.
    mutating func cap(at limit: Int) {
        dropped += dropOldest(keeping: limit)
    }

    /// Drops the oldest waiting notifications until `limit` remain:
    /// selection and header-phase changes first (the frame carries both
    /// states), then the oldest of any kind. Returns how many went. Runs
    /// only on overflow, and compacts in place: a caller whose small array
    /// is never drained overflows every frame, and that must not allocate
    /// every frame.
    private mutating func dropOldest(keeping limit: Int) -> Int {
        let excess = pending.count - limit
        guard excess > 0 else { return 0 }
        var neutral = 0
        var kept = 0
        for k in pending.indices {
            let kind = pending[k].kind
            if neutral < excess, kind == .selectedChanged || kind == .headerPhaseChanged {
                neutral += 1
            } else {
                pending.swapAt(kept, k)
                kept += 1
            }
        }
        pending.removeLast(pending.count - kept)
        if pending.count > limit { pending.removeFirst(pending.count - limit) }
        return excess
    }

    /// Starts journaling (see `Pager.step`).
    mutating func begin() {
        lifecycle.begin()
        windows.begin()
        lists.begin()
        pendingMark = pending.count
    }

    mutating func commit() {
        lifecycle.commit()
        windows.commit()
        lists.commit()
    }

    /// Undoes every change since `begin()`.
    mutating func rollback() {
        lifecycle.rollback()
        windows.rollback()
        lists.rollback()
        pending.removeLast(max(pending.count - pendingMark, 0))
    }
}
