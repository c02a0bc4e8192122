/// How many notifications a step's frame takes from the pager, which owns
/// the notifications not yet delivered (the C and Python layers keep none).
public enum NotificationDelivery: Sendable, Hashable {
    /// Every one waiting (Swift's default): none are left.
    case all
    /// At most this many (≥ 0), oldest first; the rest wait, in order, for
    /// a later step or `Pager.takeWaitingNotifications(_:into:)`. Waiting
    /// ones are capped at the configuration's `notificationLimit`: past it
    /// the oldest go, selection and header-phase changes first (a frame
    /// carries both states), and the frame's `droppedNotifications` counts them.
    case atMost(Int)
    /// None: the caller wants no notifications, so none are kept
    /// (`droppedNotifications` counts them).
    case none
}
