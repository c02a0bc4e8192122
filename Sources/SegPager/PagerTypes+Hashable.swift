// Hashable for the value types PagerTypes.swift declares. Swift synthesizes
// hash(into:) only in the file that declares a type, so these are written
// out: each hashes every stored property that the synthesized `==` compares
// (HashableTests checks the lists against the types' stored properties).
// Declaring `Hashable` on the types themselves would replace this file.

extension PagerConfiguration: Hashable {
    /// Hashes every stored setting (the ones `==` compares).
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(commitPolicy)
        hasher.combine(driver)
        hasher.combine(tapEasing)
        hasher.combine(tapDuration)
        hasher.combine(settleEasing)
        hasher.combine(settleDuration)
        hasher.combine(notificationLimit)
        hasher.combine(initialIndex)
        hasher.combine(pages)
        hasher.combine(stripViewportWidth)
        hasher.combine(stripHeight)
        hasher.combine(windows)
        hasher.combine(settleMode)
        hasher.combine(paging)
        hasher.combine(settleSpring)
        hasher.combine(rubberBand)
        hasher.combine(isLooping)
    }
}

extension PagerEvent: Hashable {
    /// Hashes the case and its values (the ones `==` compares).
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .dragBegan(let time):
            hasher.combine(0)
            hasher.combine(time)
        case .dragMoved(let time, let pageOffset):
            hasher.combine(1)
            hasher.combine(time)
            hasher.combine(pageOffset)
        case .dragEnded(let time, let velocity):
            hasher.combine(2)
            hasher.combine(time)
            hasher.combine(velocity)
        case .hostScrolled(let time, let pageOffset):
            hasher.combine(3)
            hasher.combine(time)
            hasher.combine(pageOffset)
        case .tabTapped(let time, let index):
            hasher.combine(4)
            hasher.combine(time)
            hasher.combine(index)
        case .select(let time, let index, let animated):
            hasher.combine(5)
            hasher.combine(time)
            hasher.combine(index)
            hasher.combine(animated)
        case .tick(let time):
            hasher.combine(6)
            hasher.combine(time)
        case .resized(let time, let viewportWidth, let stripViewportWidth):
            hasher.combine(7)
            hasher.combine(time)
            hasher.combine(viewportWidth)
            hasher.combine(stripViewportWidth)
        case .listScrolled(let time, let delta):
            hasher.combine(8)
            hasher.combine(time)
            hasher.combine(delta)
        case .listEnded(let time, let velocity):
            hasher.combine(9)
            hasher.combine(time)
            hasher.combine(velocity)
        case .listResized(let time, let index, let maxOffset):
            hasher.combine(10)
            hasher.combine(time)
            hasher.combine(index)
            hasher.combine(maxOffset)
        case .refreshEnded(let time):
            hasher.combine(11)
            hasher.combine(time)
        }
    }
}

extension PagerNotification: Hashable {
    /// Hashes every field (the ones `==` compares).
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(page)
        hasher.combine(id)
        hasher.combine(previous)
        hasher.combine(cause)
        hasher.combine(time)
        hasher.combine(headerPhase)
        hasher.combine(previousHeaderPhase)
    }
}

extension NotificationDelivery: Hashable {
    /// Hashes the case and, for `.atMost`, its count.
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .all: hasher.combine(0)
        case .atMost(let count):
            hasher.combine(1)
            hasher.combine(count)
        case .none: hasher.combine(2)
        }
    }
}

extension PagerFrame: Hashable {
    /// Hashes every field (the ones `==` compares), the pages, the
    /// notifications and the list offsets element by element.
    /// - Complexity: O(n) in the frame's arrays (appearances, pages,
    ///   notifications).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(phase)
        hasher.combine(pageOffset)
        hasher.combine(position)
        hasher.combine(targetPageOffset)
        hasher.combine(selectedIndex)
        hasher.combine(transitionTarget)
        hasher.combine(transitionProgress)
        hasher.combine(strip)
        hasher.combine(pages)
        hasher.combine(notifications)
        hasher.combine(header)
        hasher.combine(listOffset)
        hasher.combine(listOffsets)
        hasher.combine(split)
        hasher.combine(waitingNotifications)
        hasher.combine(droppedNotifications)
    }
}
