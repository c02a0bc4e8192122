/// How a released drag picks the page it settles on.
public enum PagingProfile: Sendable, Equatable, CaseIterable {
    /// UIKit-like: project the release with a deceleration, take the nearest
    /// page, at most `maxPages` from where the drag began.
    case uiKit
    /// Android/Compose: a fling above `flickVelocity` moves one page in its
    /// direction; otherwise the page past half way wins.
    case android
    /// Flutter's PageScrollPhysics: ±0.5 page in the direction of a velocity
    /// above `flutterTolerance`, then round.
    case flutter
    /// Free scrolling: the projection's nearest page, up to `maxPages` away.
    case free
}

/// The paging rule and its constants; the C ABI's defaults are `PagingOptions()`'s.
public struct PagingOptions: Sendable, Hashable {
    /// Which platform's paging rule; `.uiKit` by default.
    public var profile: PagingProfile = .uiKit
    /// `.uiKit`, `.free`: the furthest from the drag's start page (≥ 1).
    public var maxPages: Int = 1
    /// `.uiKit`, `.free`: the projection's deceleration (`.fast`: 99 pt per 1000 pt/s).
    public var deceleration: Deceleration = .fast
    /// Below this speed (pt/s) a release counts as still: the nearest page.
    public var minVelocity: Double = 100
    /// A drag shorter than this (pt) from its start page never flicks on.
    public var minDistance: Double = 0
    /// `.android` (and a pager's `.curve` settle): the fling threshold,
    /// pt/s. 400: Android's minimum fling velocity (ViewPager's
    /// MIN_FLING_VELOCITY and Compose's MinFlingVelocityDp are 400 dp/s).
    public var flickVelocity: Double = 400
    /// `.flutter`: the velocity tolerance (pt/s), 1/(0.05 · device pixel ratio).
    public var flutterTolerance: Double = 20

    /// The default options: UIKit-like, at most 1 page away, `.fast`
    /// deceleration, 100 pt/s minimum velocity, no minimum distance, 400 pt/s
    /// flick velocity, 20 pt/s Flutter tolerance.
    public init() {}

    /// Checks every constant's range.
    /// - Throws: `.notFinite` for NaN or ±∞; `.outOfRange` for a negative
    ///   velocity or distance, `maxPages` < 1, or a deceleration rate outside (0, 1).
    public func validate() throws(InputError) {
        try deceleration.validate()
        try requireNonNegative(minVelocity, "PagingOptions.minVelocity")
        try requireNonNegative(minDistance, "PagingOptions.minDistance")
        try requireNonNegative(flickVelocity, "PagingOptions.flickVelocity")
        try requireNonNegative(flutterTolerance, "PagingOptions.flutterTolerance")
        guard maxPages >= 1 else {
            throw InputError(
                .outOfRange, field: "PagingOptions.maxPages", rule: "must be >= 1", integer: maxPages)
        }
    }

    /// The page a drag released at `pageOffset` with `velocity` (pt/s of the
    /// page offset) settles on, given the page it began on. The result is a
    /// page index within the pages, or any integer when `looping` (a virtual
    /// page: the caller wraps it).
    /// - Throws: `.notFinite`, `.outOfRange` (bad policy or geometry),
    ///   `.indexOutOfRange` (a start page outside the pages when not looping).
    /// - Complexity: O(1).
    public func target(
        pageOffset: Double, velocity: Double, startPage: Int, pages: PageGeometry, looping: Bool = false
    ) throws(InputError) -> Int {
        try validate()
        try requireFinite(velocity, "velocity")
        let p = try pages.position(atPageOffset: pageOffset)
        guard pages.pageCount > 0 else { return 0 }
        guard looping || (0..<pages.pageCount).contains(startPage) else {
            throw InputError(
                .indexOutOfRange, field: "startPage", rule: "must be a page's index", integer: startPage,
                validIndices: 0..<pages.pageCount)
        }
        // Offsets grow toward higher pages in LTR and toward lower ones in RTL.
        let sign: Double = pages.direction == .leftToRight ? 1 : -1
        let pageVelocity = sign * velocity / pages.stride
        let dragged = abs(p - Double(startPage)) * pages.stride
        let flicking = abs(velocity) >= minVelocity && dragged >= minDistance
        let start = Double(startPage)
        var target: Double
        var limit = Double(maxPages)
        switch profile {
        case .uiKit, .free:
            let projected =
                flicking
                ? p + sign * (try deceleration.projectedDistance(ofRelease: velocity)) / pages.stride : p
            target = PageGeometry.snappedPosition(projected).rounded()
        case .android:
            let s = PageGeometry.snappedPosition(p)
            target =
                flicking && abs(velocity) >= flickVelocity
                ? (pageVelocity > 0 ? s.rounded(.down) + 1 : s.rounded(.up) - 1) : s.rounded()
            limit = 1
        case .flutter:
            let tolerance = flutterTolerance / pages.stride
            var page = PageGeometry.snappedPosition(p)
            if pageVelocity < -tolerance { page -= 0.5 } else if pageVelocity > tolerance { page += 0.5 }
            target = page.rounded()
            limit = .infinity
        }
        target = min(max(target, start - limit), start + limit)
        if !looping { target = min(max(target, 0), Double(pages.pageCount - 1)) }
        guard target.isFinite, abs(target) < 1e15 else { throw .overflow }
        return Int(target)
    }
}
