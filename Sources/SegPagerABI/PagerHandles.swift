// The handle behind a `segpager_pager *`: the box, its lock, the registry
// of live handles, how an export reaches a live pager, and what a fork
// leaves of them in the child.

import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The object behind a `segpager_pager *`: the pager value and the frame
/// each step is computed into (kept, so its arrays are reused, and so
/// `segpager_pager_last_frame` can write it again). Notifications a
/// too-small array could not take wait in the pager itself.
final class PagerBox {
    // No dynamic exclusivity checks (~100 instructions per access, a tenth
    // of a step): every access is under `lock`, held for the whole call
    // (`withBox`), and no export reenters another, so accesses never overlap.
    @exclusivity(unchecked) var pager: Pager
    @exclusivity(unchecked) var frame = PagerFrame()
    /// `frame` was made without its arrays (by `segpager_pager_run`, or a
    /// step whose arrays were all NULL), and `pager` is still in that
    /// frame's state: `box(_:)` makes them (`completeFrame()`) before any
    /// other export reads the frame or changes the pager.
    @exclusivity(unchecked) var frameLacksArrays = false

    /// Held for the whole of every call on this pager, destroy included
    /// (`withSteppedBox`). A pthread mutex, as `LockedSet`'s, so
    /// ThreadSanitizer sees it.
    let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// Set by `segpager_pager_destroy` under `lock`: a call that waited for
    /// the lock while the pager was destroyed finds it dead.
    @exclusivity(unchecked) var isDestroyed = false

    init(_ pager: Pager) {
        self.pager = pager
        lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Makes the arrays a frame made without them lacks.
    func completeFrame() {
        guard frameLacksArrays else { return }
        frameLacksArrays = false
        // It cannot fail: the same computation succeeded for this state.
        try? pager.fillFrameArrays(&frame)
    }
}

/// A set guarded by a pthread mutex. Not Synchronization's `Mutex`: on
/// Linux it locks with raw futex calls that ThreadSanitizer cannot see, so
/// `make sanitize`'s threaded test reported races on correctly locked data.
final class LockedSet: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Only touched under the mutex, so the runtime's exclusivity check
    /// (as much as the lock itself) is left out.
    @exclusivity(unchecked) private var members = KeySet()
    /// In a forked child, the members at the fork (and at the forks before
    /// it, in a child's child), which are members no more: kept apart, so
    /// that a lookup of a member costs what it did before forks were seen.
    @exclusivity(unchecked) private var inherited = KeySet()

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    func withLock<T>(_ body: (inout KeySet) -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&members)
    }

    /// Whether `key` was a member at the fork that made this process (or
    /// at one before it: what a parent inherited, its children inherit).
    func wasInherited(_ key: Int64) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return inherited.contains(key)
    }

    /// The set across a fork, in pthread_atfork's three handlers: the
    /// forking thread takes the lock before the fork, so that no other
    /// thread holds it then; the parent releases it after; the child, whose
    /// one thread is the forking one, starts with a fresh mutex and no
    /// members, its parent's becoming `inherited`. (That may allocate: the
    /// C library's malloc is usable again when the child handlers run.)
    func lockForFork() { pthread_mutex_lock(mutex) }
    func unlockInParent() { pthread_mutex_unlock(mutex) }
    func restartInChild() {
        pthread_mutex_init(mutex, nil)
        inherited.formUnion(members)
        members = KeySet()
    }
}

/// Every live handle's address, so a destroyed or foreign handle is an error
/// instead of a read of freed memory. Made by the first call that looks a
/// handle up (so before any handle exists), which also makes it safe across
/// fork: a child can always create and use its own pagers, and none of its
/// parent's (`usedAfterFork`).
let liveHandles: LockedSet = {
    let handles = LockedSet()
    pthread_atfork(lockHandlesForFork, unlockHandlesInParent, restartHandlesInChild)
    return handles
}()

private func lockHandlesForFork() { liveHandles.lockForFork() }
private func unlockHandlesInParent() { liveHandles.unlockInParent() }
private func restartHandlesInChild() { liveHandles.restartInChild() }

func address(_ handle: OpaquePointer) -> Int64 { Int64(Int(bitPattern: UnsafeRawPointer(handle))) }

/// The live box behind `handle`, retained (taken under the registry's lock,
/// so a destroy on another thread cannot free it under the caller), or nil.
func liveBox(_ handle: OpaquePointer) -> PagerBox? {
    liveHandles.withLock { handles in
        handles.contains(address(handle))
            ? Unmanaged<PagerBox>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue() : nil
    }
}

/// Runs `body` with the box behind a live handle, its frame complete
/// (`completeFrame()`), holding the pager's lock for the whole call.
@inline(__always)
func withBox<T>(_ handle: OpaquePointer?, _ body: (PagerBox) throws(Status) -> T) throws(Status) -> T {
    try withSteppedBox(handle) { (box: PagerBox) throws(Status) in
        box.completeFrame()
        return try body(box)
    }
}

/// Runs `body` with the box behind a live handle, its frame as it is (for
/// the exports that step, which make a new frame or leave it as it was when
/// they fail), holding the pager's lock for the whole call: calls on one
/// pager from several threads take turns, and a destroy waits for the call
/// under way (a call that waited for a destroy finds the handle dead).
@inline(__always)
func withSteppedBox<T>(_ handle: OpaquePointer?, _ body: (PagerBox) throws(Status) -> T) throws(Status) -> T {
    guard let handle else { throw Status(.null, field: "pager", rule: notNull) }
    guard let box = liveBox(handle) else { throw notLive(handle) }
    pthread_mutex_lock(box.lock)
    defer { pthread_mutex_unlock(box.lock) }
    guard !box.isDestroyed else { throw notAPager }
    return try body(box)
}

/// A handle that is not a live pager's.
let notAPager = Status(
    .handle, field: "pager", rule: "must be a live pager (this one was destroyed, or never created)")

/// A handle the parent made, used in a forked child. As SQLite's
/// connections, a pager is not carried across fork: its lock may be held by
/// a thread the child does not have, so every call on it in the child,
/// destroy included, is refused without touching it. The child's copy is
/// never freed: a call under way at the fork may have left it half changed
/// (an array mid-write, the lock held), so it goes with the child's memory.
let usedAfterFork = Status(
    .handle, field: "pager",
    rule: "must not be used after fork (it was created before the fork, in the parent: make the child's own)"
)

/// Why `handle`, which is not live, is refused: made before a fork
/// (`usedAfterFork`), or destroyed or never created (`notAPager`). Out of
/// line: the failure path only.
@inline(never)
func notLive(_ handle: OpaquePointer) -> Status {
    #if hasFeature(Embedded)  // (a WebAssembly module cannot fork)
        notAPager
    #else
        liveHandles.wasInherited(address(handle)) ? usedAfterFork : notAPager
    #endif
}

/// An export that changes a pager: the handle is checked first, then
/// `read` converts the caller's argument, then `change` hands it to the
/// pager, whose errors read as `names` spells them.
func changePager<Value>(
    function: StaticString = #function, _ handle: OpaquePointer?, _ read: () throws(Status) -> Value,
    names: CNames, _ change: (inout Pager, Value) throws(InputError) -> Void
) -> Int32 {
    exportStatus(function: function) { () throws(Status) in
        try withBox(handle) { (box: PagerBox) throws(Status) in
            let value = try read()
            try core(names) { () throws(InputError) in try change(&box.pager, value) }
        }
    }
}

/// `changePager` whose argument is the options struct at `pointer`, named
/// `name` and converted by `convert` (see `optionsArgument`).
func changePager<T, Value>(
    function: StaticString = #function, _ handle: OpaquePointer?, options pointer: UnsafePointer<T>?,
    _ name: StaticString, _ convert: (T) throws(Status) -> Value,
    names: CNames, _ change: (inout Pager, Value) throws(InputError) -> Void
) -> Int32 {
    changePager(
        function: function, handle, { () throws(Status) in try optionsArgument(pointer, name, convert) },
        names: names, change)
}
