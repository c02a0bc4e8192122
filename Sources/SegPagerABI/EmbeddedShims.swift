// The web door's build (#32): the C layer as Embedded Swift for
// wasm32-unknown-none-wasm, where no Glibc or Darwin module exists. A wasm
// module without threads runs one call at a time, so the pthread calls the
// native build makes (a mutex per handle, the registry's mutex, the
// per-thread error message) become a no-op lock and a plain global, and a
// module that cannot fork registers no fork handlers; strdup and free are
// Swift's allocate and deallocate. The native build never sees this file's
// declarations.

#if hasFeature(Embedded)
    /// Stands for a mutex that a single-threaded module never contends.
    typealias pthread_mutex_t = UInt8
    /// The one "thread"'s key: `LastError` keeps a single message.
    typealias pthread_key_t = UInt32

    func pthread_mutex_init(_ mutex: UnsafeMutablePointer<pthread_mutex_t>, _ attributes: UnsafeRawPointer?) {
        mutex.initialize(to: 0)
    }
    func pthread_mutex_destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {}
    func pthread_mutex_lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {}
    func pthread_mutex_unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {}

    /// No fork in a WebAssembly module: the handlers are never called.
    @discardableResult
    func pthread_atfork(
        _ prepare: @convention(c) () -> Void, _ parent: @convention(c) () -> Void,
        _ child: @convention(c) () -> Void
    ) -> Int32 { 0 }

    /// The last error message's storage (the native build's per-thread value).
    nonisolated(unsafe) private var lastErrorValue: UnsafeMutableRawPointer?

    func pthread_key_create(
        _ key: UnsafeMutablePointer<pthread_key_t>, _ destructor: (UnsafeMutableRawPointer?) -> Void
    ) {
        key.pointee = 0
    }
    func pthread_getspecific(_ key: pthread_key_t) -> UnsafeMutableRawPointer? { lastErrorValue }
    func pthread_setspecific(_ key: pthread_key_t, _ value: UnsafeMutableRawPointer?) {
        lastErrorValue = value
    }

    /// A copy of a C string, allocated by Swift: Embedded Swift reserves
    /// the C symbol `free` for its runtime (referring to it is a warning
    /// today and an error in a later compiler), so this pair is Swift's own.
    func strdup(_ string: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
        var count = 0
        while string[count] != 0 { count += 1 }
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: count + 1)
        copy.initialize(from: string, count: count + 1)
        return copy
    }
    /// Frees a `strdup` copy (nil is a no-op).
    func free(_ pointer: UnsafeMutableRawPointer?) {
        pointer?.deallocate()
    }
#endif
