/// How a tap or an animated selection moves the pages to a page that is not
/// beside the one on screen (`PagerConfiguration.farTransition`).
///
/// The strip and the indicator travel straight to the target in every mode;
/// the modes differ in which pages are drawn on the way, which of them load
/// and appear, and what `PagerFrame.pageOffset` reports. A near tap (to the
/// page beside) moves the same in all three. With the `.host` driver the
/// host's scroll view moves the pages, so they are placed where its offset
/// puts them (as `.sweep`), whatever the mode.
public enum FarTransition: Sendable, Equatable, CaseIterable {
    /// The target slides in beside the page on screen, from the side of
    /// travel, as `UIPageViewController` and Parchment do. Only the pages on
    /// screen at the tap and the target are drawn, loaded and appear (no
    /// page between costs a load). The page offset re-bases when the
    /// transition starts: it reports the offset that puts the target where
    /// it is drawn, so it jumps once (what is drawn does not).
    case adjacent
    /// ViewPager2's `setCurrentItem` over more than three pages: the pages
    /// first jump to within `PagerConfiguration.preJumpDistance` pages of the
    /// target, then scroll there. The pages it passes after the jump load and
    /// appear as they come on screen.
    case preJump
    /// The pages sweep through every page between, as a scroll view's
    /// animated `setContentOffset` does (the seeds' taps). Every page on
    /// screen is drawn, loaded before it shows, and appears and disappears in
    /// screen order: a tap over k pages costs up to k loads.
    case sweep
}
