/// How a released drag picks the page it settles on.
public enum PagingProfile: Sendable, Equatable, CaseIterable {
    /// UIKit-like: project the release with a deceleration, take the nearest
    /// page, at most `maxPages` from where the drag began; a flick (at least
    /// `flickVelocity`) goes on at least to the next page its way.
    case uiKit
    /// Android's ViewPager2: a fling above `flickVelocity` moves one page in
    /// its direction; otherwise the page past half way wins. As
    /// RecyclerView's PagerSnapHelper (findTargetSnapPosition), the fling's
    /// spline distance (`SplineFling`) plays no part: see `.compose` for a
    /// pager that reads it.
    case android
    /// Flutter's PageScrollPhysics: ±0.5 page in the direction of a velocity
    /// above `flutterTolerance`, then round.
    case flutter
    /// Free scrolling: the projection's nearest page, up to `maxPages` away.
    case free
    /// Jetpack Compose's HorizontalPager (PagerDefaults.flingBehavior): a
    /// fling above `flickVelocity` approaches with Android's spline decay
    /// (`SplineFling`) and goes on to the next page in its direction, at most
    /// `maxPages` (PagerSnapDistance.atMost) from the first visible page;
    /// slower, a drag whose last page's fraction is past
    /// `snapPositionalThreshold` goes on, one that moved at least the
    /// positional threshold goes back, and a shorter one takes the nearest page.
    case compose
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
    /// `.android`, `.uiKit` (and a pager's `.curve` settle): the fling
    /// threshold, pt/s: a release at least this fast goes on to the next
    /// page its way (`.uiKit`: or further, if its projection says so).
    /// 400: Android's minimum fling velocity (ViewPager's
    /// MIN_FLING_VELOCITY and Compose's MinFlingVelocityDp are 400 dp/s),
    /// and within a flick on UIKit, whose paging pages on a release of
    /// about 0.3 pt/ms or more. Since 0.9.0 for `.uiKit`.
    public var flickVelocity: Double = 400
    /// `.flutter`: the velocity tolerance (pt/s), 1/(0.05 · device pixel ratio).
    public var flutterTolerance: Double = 20
    /// `.compose`: the positional threshold, pt: a drag of at least
    /// `min(positionalThreshold, pageWidth / 2)` counts as a scroll toward
    /// the next page (PagerState's DefaultPositionThreshold, 56 dp; see
    /// `draggingTarget(position:startPage:pages:)`). Since 0.8.0.
    public var positionalThreshold: Double = 56
    /// `.compose`: the fraction of a page (0…1) past which a slow release
    /// goes on to the next page (PagerDefaults.flingBehavior's
    /// snapPositionalThreshold, 0.5). Since 0.8.0.
    public var snapPositionalThreshold: Double = 0.5

    /// The default options: UIKit-like, at most 1 page away, `.fast`
    /// deceleration, 100 pt/s minimum velocity, no minimum distance, 400 pt/s
    /// flick velocity, 20 pt/s Flutter tolerance, Compose's 56 pt positional
    /// and 0.5 snap positional thresholds.
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
        try requireNonNegative(positionalThreshold, "PagingOptions.positionalThreshold")
        try requireUnit(snapPositionalThreshold, "PagingOptions.snapPositionalThreshold")
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
            // UIKit's paging: a flick (at least `flickVelocity`) goes on to
            // the next page its way, however short the drag; the projection
            // alone (99 pt per 1000 pt/s) would spring a quick 200 pt flick
            // back on a page wider than 600 pt.
            if profile == .uiKit && flicking && abs(velocity) >= flickVelocity {
                let s = PageGeometry.snappedPosition(p)
                target =
                    pageVelocity > 0 ? max(target, s.rounded(.down) + 1) : min(target, s.rounded(.up) - 1)
            }
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
        case .compose:
            target = try composeTarget(
                at: p, velocity: flicking ? velocity : 0, startPage: start, pages: pages, looping: looping)
            limit = .infinity
        }
        target = min(max(target, start - limit), start + limit)
        if !looping { target = min(max(target, 0), Double(pages.pageCount - 1)) }
        guard target.isFinite, abs(target) < PageGeometry.largestIndex else { throw .overflow }
        return Int(target)
    }
}

extension PagingOptions {
    /// `min(positionalThreshold, pageWidth / 2) / pageWidth`: PagerState's
    /// positionThresholdFraction.
    func positionalFraction(_ pages: PageGeometry) -> Double {
        let width = pages.effectivePageWidth
        return width > 0 ? min(positionalThreshold, width / 2) / width : 0
    }

    /// The page Compose's PagerState.targetPage names while a drag is at
    /// `position`, having begun on `startPage`: the page after the first
    /// visible one (or that one, dragging back) once the current page's
    /// offset fraction reaches the positional fraction
    /// (`min(positionalThreshold, pageWidth / 2) / pageWidth`), else the
    /// current (nearest) page. 56 pt of a 320 pt page (0.175) is enough.
    /// Clamped to the pages (PagerState's coerceInPageRange); 0 with none.
    /// - Throws: `.notFinite`, `.outOfRange` (a bad option or geometry).
    /// - Complexity: O(1).
    public func draggingTarget(position: Double, startPage: Int, pages: PageGeometry) throws(InputError)
        -> Int
    {
        try validate()
        try pages.validate()
        try requireFinite(position, "position")
        let current = position.rounded()
        let fraction = position - current
        let forward = position >= Double(startPage)
        let first = position.rounded(.down)
        let target = abs(fraction) >= positionalFraction(pages) ? (forward ? first + 1 : first) : current
        guard pages.pageCount > 0 else { return 0 }
        return Int(min(max(target, 0), Double(pages.pageCount - 1)))
    }

    /// `.compose`'s page for a release at position `p` (PagerSnapLayoutInfoProvider):
    ///
    /// - at least `flickVelocity`: the approach (calculateApproachOffset)
    ///   from `start = first visible page (+ 1 flinging back)` to
    ///   `start + trunc(spline distance / stride)`, at most `maxPages` from
    ///   `start`, stops one page short and the snap (the velocity still above
    ///   the threshold) takes the next page in the fling's direction: so at
    ///   least one page on;
    /// - slower (calculateFinalSnappingBound's ClosestItem), with `d` the drag
    ///   in page widths since `startPage`: past `snapPositionalThreshold` of
    ///   a page (its fractional part) → the next page along the drag; else at
    ///   least the positional fraction → back to the page behind; else the
    ///   nearer page (the one ahead on a tie).
    private func composeTarget(
        at p: Double, velocity: Double, startPage: Double, pages: PageGeometry, looping: Bool
    ) throws(InputError) -> Double {
        let s = PageGeometry.snappedPosition(p)
        let lower = s.rounded(.down)
        let upper = s.rounded(.up)
        // Offsets grow toward higher pages in LTR and toward lower ones in RTL.
        let pageVelocity = pages.direction == .leftToRight ? velocity : -velocity
        if abs(velocity) >= flickVelocity, velocity != 0 {
            // A release too fast for the doubles travels without end: the
            // snap distance alone limits it.
            let decay =
                (try? SplineFling().fling(ofRelease: pageVelocity).distance).map { $0 / pages.stride }
                ?? (pageVelocity > 0 ? .infinity : -.infinity)
            let start = pageVelocity < 0 ? lower + 1 : lower
            var suggested = start + decay.rounded(.towardZero)
            if !looping { suggested = min(max(suggested, 0), Double(pages.pageCount)) }
            let limit = Double(maxPages)
            let pagesOn = max(abs(min(max(suggested, start - limit), start + limit) - start), 1)
            return pageVelocity > 0 ? lower + pagesOn : lower + 1 - pagesOn
        }
        let width = pages.effectivePageWidth
        let d = width > 0 ? (p - startPage) * pages.stride / width : 0
        let forward = d >= 0
        if abs(d - d.rounded(.towardZero)) > snapPositionalThreshold { return forward ? upper : lower }
        if abs(d) >= positionalFraction(pages) { return forward ? lower : upper }
        return s - lower < upper - s ? lower : upper
    }
}
