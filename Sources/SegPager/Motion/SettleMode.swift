/// How the engine settles a released drag.
public enum SettleMode: Sendable, Equatable, CaseIterable {
    /// The nearest page (or the next after a flick faster than
    /// `flickVelocity`), reached along `settleEasing` in `settleDuration`.
    case curve
    /// Physics: `paging` picks the page from the release velocity, a
    /// `settleSpring` carries the velocity into the settle (no speed jump),
    /// and drags past the first or last page rubber-band (`rubberBand`).
    case spring
    /// `paging` picks the page as for `.spring`, and a target-seeking body
    /// stepped at a fixed 60 Hz carries the pages there
    /// (`PagerConfiguration.integratorBody`): Embla's `ScrollBody`, so a port
    /// of an Embla carousel settles as Embla does; drags rubber-band as for
    /// `.spring`.
    case integrator
}
