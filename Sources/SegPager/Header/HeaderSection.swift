/// The five common flag sets by name (the sections' one behaviour before
/// the flags; still a shorthand: `HeaderSection.behavior` reads and writes
/// the section's flags).
public enum HeaderSectionBehavior: Sendable, Equatable, CaseIterable {
    /// Scrolls away completely (`scroll`).
    case scroll
    /// Scrolls away down to its minimum height, which stays pinned; nothing
    /// below it scrolls away (`scroll|exitUntilCollapsed`).
    case exitUntilCollapsed
    /// Scrolls away; any downward scroll brings it back before the list
    /// moves: a floating toolbar (`scroll|enterAlways`).
    case enterAlways
    /// Scrolls away; a downward scroll brings back its minimum height first,
    /// the rest once the list is at its top (`scroll|enterAlways|enterAlwaysCollapsed`).
    case enterAlwaysCollapsed
    /// Never scrolls, and nothing below it does (no `scroll` flag): the tab strip.
    case pinned

    /// The behaviour's scroll flags (without `.snap`).
    public var scrollFlags: HeaderScrollFlags {
        switch self {
        case .scroll: [.scroll]
        case .exitUntilCollapsed: [.scroll, .exitUntilCollapsed]
        case .enterAlways: .quickReturn
        case .enterAlwaysCollapsed: [.scroll, .enterAlways, .enterAlwaysCollapsed]
        case .pinned: []
        }
    }

    /// The behaviour nearest to `flags`: no `.scroll` is `.pinned`; then
    /// `.enterAlwaysCollapsed`, `.enterAlways` (quick return),
    /// `.exitUntilCollapsed`, else `.scroll`.
    public init(scrollFlags flags: HeaderScrollFlags) {
        if !flags.contains(.scroll) {
            self = .pinned
        } else if flags.contains(.quickReturn) {
            self = flags.contains(.enterAlwaysCollapsed) ? .enterAlwaysCollapsed : .enterAlways
        } else {
            self = flags.contains(.exitUntilCollapsed) ? .exitUntilCollapsed : .scroll
        }
    }
}

/// One section of a header stack, listed top to bottom: one child of an
/// AppBarLayout, with its height, minimum height, margins and scroll flags.
public struct HeaderSection: Sendable, Hashable {
    /// The section's height in points; ≥ 0.
    public var height: Double
    /// 0...height: what `exitUntilCollapsed` keeps and `enterAlwaysCollapsed`
    /// brings back first.
    public var minHeight: Double
    /// How the section scrolls: AppBarLayout's flags, `[.scroll]` by default.
    public var scrollFlags: HeaderScrollFlags
    /// The space above the section, in points (≥ 0, 0 by default): it
    /// scrolls with the section and counts in every range.
    public var marginTop: Double = 0
    /// The space below the section, in points (≥ 0, 0 by default).
    public var marginBottom: Double = 0

    /// The section's flags as one of the five common sets (see
    /// `HeaderSectionBehavior.init(scrollFlags:)`); setting it replaces the
    /// scroll flags and keeps `.snap` and `.snapMargins`.
    public var behavior: HeaderSectionBehavior {
        get { HeaderSectionBehavior(scrollFlags: scrollFlags) }
        set { scrollFlags = newValue.scrollFlags.union(scrollFlags.intersection([.snap, .snapMargins])) }
    }

    /// Whether the section has `.snap` (it snaps only with `.scroll` too);
    /// setting it adds or removes `.snap`.
    public var snaps: Bool {
        get { scrollFlags.contains(.snap) }
        set { if newValue { scrollFlags.insert(.snap) } else { scrollFlags.remove(.snap) } }
    }

    /// A section `height` points tall (0 by default: set it) with the given
    /// minimum height (0 by default), behaviour (`.scroll` by default) and
    /// snapping (off by default); checked by `HeaderStack.ranges()`, not here.
    public init(
        height: Double = 0, minHeight: Double = 0, behavior: HeaderSectionBehavior = .scroll,
        snaps: Bool = false
    ) {
        self.height = height
        self.minHeight = minHeight
        self.scrollFlags = behavior.scrollFlags.union(snaps ? .snap : [])
    }

    /// A section `height` points tall with AppBarLayout's `flags`, its
    /// minimum height and its top and bottom margins (all 0 by default);
    /// checked by `HeaderStack.ranges()`, not here.
    public init(
        height: Double, minHeight: Double = 0, scrollFlags flags: HeaderScrollFlags, marginTop: Double = 0,
        marginBottom: Double = 0
    ) {
        self.height = height
        self.minHeight = minHeight
        self.scrollFlags = flags
        self.marginTop = marginTop
        self.marginBottom = marginBottom
    }

    /// The height with both margins: what the section takes in the stack.
    var extent: Double { marginTop + height + marginBottom }
}
