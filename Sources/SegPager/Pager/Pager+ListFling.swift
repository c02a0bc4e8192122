// The selected list's fling on the pager: what stops it from outside the
// vertical events (a finger down, a selection change). The fling itself
// lives in the vertical state (`HeaderScroll`, `ListFling`).

extension Pager {
    /// The selected page's id, whose list the vertical events move; nil with
    /// no items.
    var selectedListID: Int64? { selectedIndex.map { ids[$0] } }

    /// The vertical state at time `t`: a running list fling (on the
    /// selected list), then the snap or pull-back spring. The common case,
    /// no fling, costs one test more than the spring alone.
    @inline(__always)
    mutating func advanceVertical(to t: Double) throws(InputError) {
        if state.vertical.isFlinging {
            try state.vertical.advanceFling(
                to: t, selected: selectedListID, in: &books.lists, spring: configuration.settleSpring)
        }
        state.vertical.advance(to: t, spring: configuration.settleSpring)
    }

    /// A finger went down on the lists at time `t` (not earlier than the
    /// last event's): a running list fling moves on to `t` and stops there;
    /// nothing snaps (the finger holds the header and the list). No-op
    /// without a fling.
    /// - Throws: the header's split errors (none for a valid header).
    mutating func stopListFling(at t: Double) throws(InputError) {
        guard state.vertical.isFlinging else { return }
        try advanceVertical(to: t)
        state.vertical.stopFling()
    }
}
