/// One input to the pager, with the time it happened (seconds, any origin;
/// a batch's times never go backwards).
public enum PagerEvent: Sendable, Hashable {
    /// A finger touched the pages. Takes over any running animation.
    case dragBegan(time: Double)
    /// The finger moved the pages to a page offset.
    case dragMoved(time: Double, pageOffset: Double)
    /// The finger lifted with a page-offset velocity (pt/s).
    case dragEnded(time: Double, velocity: Double)
    /// The host scrolled the pages to an offset (`.host` driver).
    case hostScrolled(time: Double, pageOffset: Double)
    /// The user tapped tab `index`.
    case tabTapped(time: Double, index: Int)
    /// The program selects `index`, animated or not.
    case select(time: Double, index: Int, animated: Bool)
    /// Time passes (a display frame).
    case tick(time: Double)
    /// The pager's and the strip's viewport widths changed (0 for the strip's
    /// means "the pager's"). The position is kept.
    case resized(time: Double, viewportWidth: Double, stripViewportWidth: Double)
    /// A vertical drag (or the host's deceleration) moved the selected page's
    /// list by `delta` (positive: the content moves up). The pager shares it
    /// between the pull, the header offset and the list (`HeaderStack.split`).
    case listScrolled(time: Double, delta: Double)
    /// The vertical movement ended (the finger lifted with `velocity`, pt/s,
    /// positive upward, or the host's deceleration stopped with 0): a pull
    /// springs back or starts a refresh. Else a velocity flings the selected
    /// list, decelerating at `PagerConfiguration.listDeceleration` in closed
    /// form from the release (the same event times give the same offsets at
    /// any tick rate), every later event's time moving it on; its distance
    /// is shared as a `listScrolled` delta is (down: the list to its top,
    /// then the header expands; up: the header collapses, then the list).
    /// It never pulls or overscrolls: it stops when the header and the list
    /// can take no more, when less than half a point of its travel is left,
    /// at the next `listScrolled`, `pointerDown` or `listEnded`, and when the
    /// selection changes (`PagerFrame.isListAnimating` while it runs). When it stops by
    /// itself or at an end (at once, with no fling), a part-collapsed
    /// snapping section snaps: to the edge the release velocity picks, the
    /// spring starting at the velocity left. Without a header the list alone
    /// decelerates within 0 and its largest offset.
    case listEnded(time: Double, velocity: Double)
    /// Page `index`'s list can scroll its own content at most `maxOffset`
    /// (its content height less its viewport height, ≥ 0).
    case listResized(time: Double, index: Int, maxOffset: Double)
    /// The refresh a pull started has finished: the pull springs back.
    case refreshEnded(time: Double)
    /// A pointer (a finger, a mouse button) went down at (`x`, `y`) in the
    /// pager's viewport, in `region`. The engine then owns the gesture: the
    /// touch slop, the direction lock, the translation into page, list or
    /// strip offsets, the release velocity and taps (see `PointerRegion`).
    /// On moving pages it stops them where they are.
    case pointerDown(time: Double, x: Double, y: Double, region: PointerRegion)
    /// The pointer moved to (`x`, `y`); without a pointer down (a mouse
    /// hovering) nothing happens.
    case pointerMoved(time: Double, x: Double, y: Double)
    /// The pointer lifted at (`x`, `y`): what it dragged is released with
    /// its velocity (least squares, `VelocityTracker`); one that never left
    /// the slop in the strip taps the tab under it.
    case pointerUp(time: Double, x: Double, y: Double)
    /// The system took the pointer: what it moved is released at rest, and
    /// it taps nothing.
    case pointerCancelled(time: Double)
    /// A mouse wheel or trackpad scrolled by (`deltaX`, `deltaY`) over
    /// `region`, as a scroll view's offset changes (positive `deltaX`
    /// toward larger page or strip offsets, positive `deltaY` moves the
    /// list's content up). The pages settle `wheelSettleDelay` after the
    /// last one.
    case wheel(time: Double, deltaX: Double, deltaY: Double, region: PointerRegion)
    /// A finger (the host's recogniser) touched the strip: it takes the
    /// strip where it is.
    case stripDragBegan(time: Double)
    /// The finger moved the strip to a strip offset (before the rubber band).
    case stripDragMoved(time: Double, stripOffset: Double)
    /// The finger lifted with a strip-offset velocity (pt/s): the strip
    /// decelerates, bounces at its ends and rests.
    case stripDragEnded(time: Double, velocity: Double)

    /// The event's time in seconds.
    public var time: Double {
        switch self {
        case .dragBegan(let t), .dragMoved(let t, _), .dragEnded(let t, _), .hostScrolled(let t, _),
            .tabTapped(let t, _), .select(let t, _, _), .tick(let t), .resized(let t, _, _),
            .listScrolled(let t, _), .listEnded(let t, _), .listResized(let t, _, _), .refreshEnded(let t),
            .pointerDown(let t, _, _, _), .pointerMoved(let t, _, _), .pointerUp(let t, _, _),
            .pointerCancelled(let t), .wheel(let t, _, _, _), .stripDragBegan(let t),
            .stripDragMoved(let t, _),
            .stripDragEnded(let t, _):
            return t
        }
    }
}
