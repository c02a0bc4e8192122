/// What caused a selection change.
public enum SelectionCause: Sendable, Equatable, CaseIterable {
    /// The user tapped a tab (`PagerEvent.tabTapped`).
    case tap
    /// A drag moved the pages past the commit point (the engine's drag, or a
    /// host scroll while the finger is down).
    case drag
    /// The program selected it (`PagerEvent.select`), or `setItems` replaced
    /// the items.
    case program
    /// An item edit (`insertItem`, `removeItem`, `moveItem`) moved the
    /// selected page to another index, or removed it so that another page is
    /// selected. Since 0.8.0.
    case edit
}
