/// Something that happened between two frames.
public struct PagerNotification: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Equatable, CaseIterable {
        /// The committed selection changed to `page` (from `previous`, because of `cause`).
        case selectedChanged
        /// Page `page` starts to come on screen (UIKit's `viewWillAppear`).
        case willAppear
        /// Page `page` is the one at rest on screen (`viewDidAppear`).
        case didAppear
        /// Page `page` starts to leave the screen, or stops being the page at rest.
        case willDisappear
        /// Page `page` is off screen.
        case didDisappear
        /// Create the page's content (it is about to be needed).
        case load
        /// Free the page's content.
        case unload
        /// Give the content slot of page `previous` (being evicted) to `page`.
        case reuse
        /// The header's phase changed (`headerPhase`, from `previousHeaderPhase`);
        /// `page` is the selected page.
        case headerPhaseChanged
        /// A pull on the selected page (`page`) was released past the refresh
        /// distance: refresh, then send `PagerEvent.refreshEnded`.
        case refresh
    }

    /// What happened.
    public var kind: Kind
    /// The page (item) index it concerns: for `.selectedChanged`, the new selection.
    public var page: Int
    /// The page's stable id.
    public var id: Int64
    /// `.selectedChanged`: the previous selection (nil: none); `.reuse`: the
    /// page whose slot is handed over.
    public var previous: Int?
    /// `.selectedChanged`: what caused it.
    public var cause: SelectionCause?
    /// The time of the event that caused it.
    public var time: Double
    /// `.headerPhaseChanged`: the new phase; nil otherwise.
    public var headerPhase: HeaderPhase?
    /// `.headerPhaseChanged`: the phase before `headerPhase`; nil otherwise.
    public var previousHeaderPhase: HeaderPhase?

    /// A notification with every field given; the optional ones are nil
    /// unless the kind uses them.
    public init(
        kind: Kind, page: Int, id: Int64, previous: Int? = nil, cause: SelectionCause? = nil, time: Double,
        headerPhase: HeaderPhase? = nil, previousHeaderPhase: HeaderPhase? = nil
    ) {
        self.kind = kind
        self.page = page
        self.id = id
        self.previous = previous
        self.cause = cause
        self.time = time
        self.headerPhase = headerPhase
        self.previousHeaderPhase = previousHeaderPhase
    }
}
