import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed export's status code; thrown inside the C layer, returned at the
/// boundary. Nothing else ever crosses it.
struct Status: Error {
    let code: Int32
    /// The core's account of a bad input, when the core refused it.
    var detail: InputError? = nil

    static let null = Status(code: SEGPAGER_E_NULL.rawValue)
    static let range = Status(code: SEGPAGER_E_RANGE.rawValue)
    static let notFinite = Status(code: SEGPAGER_E_NOT_FINITE.rawValue)
    static let capacity = Status(code: SEGPAGER_E_CAPACITY.rawValue)
    static let badEnum = Status(code: SEGPAGER_E_ENUM.rawValue)
    static let structSize = Status(code: SEGPAGER_E_STRUCT_SIZE.rawValue)
    static let index = Status(code: SEGPAGER_E_INDEX.rawValue)
    static let order = Status(code: SEGPAGER_E_ORDER.rawValue)
    static let handle = Status(code: SEGPAGER_E_HANDLE.rawValue)

    init(code: Int32) { self.code = code }

    /// The status for a core error, carrying its detail.
    init(_ error: InputError) {
        switch error.kind {
        case .outOfRange: self = .range
        case .notFinite: self = .notFinite
        case .indexOutOfRange: self = .index
        case .outOfOrder: self = .order
        }
        detail = error
    }
}

/// Runs an export's body and turns its outcome into a status code; a
/// failure also becomes the thread's last error message, naming `function`
/// (the export's own name, by default).
@inline(__always)
func exportStatus(function: StaticString = #function, _ body: () throws(Status) -> Void) -> Int32 {
    do {
        try body()
        return SEGPAGER_OK.rawValue
    } catch {
        LastError.record(error, in: function)
        return error.code
    }
}

/// `segpager_last_error_message`'s storage: one C string per thread (a
/// pthread key whose destructor frees it), replaced by each failing call.
enum LastError {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    /// Records `status`'s message for an export named `function` (its Swift
    /// signature: the part before the parenthesis is the C name). Runs on
    /// failure only; if the copy cannot be allocated the old message stays.
    static func record(_ status: Status, in function: StaticString) {
        let signature = "\(function)"
        let name = signature.prefix { $0 != "(" }
        let detail =
            status.detail?.description
            ?? segpager_derived_status_string(status.code).map { String(cString: $0) } ?? "failed"
        guard let copy = strdup("\(name): \(detail)") else { return }
        free(pthread_getspecific(key))
        pthread_setspecific(key, copy)
    }

    /// The thread's last message; "" before any.
    static var message: UnsafePointer<CChar> {
        guard let text = pthread_getspecific(key) else { return cString("") }
        return UnsafePointer(text.assumingMemoryBound(to: CChar.self))
    }
}

/// Calls the core, mapping its input errors to statuses.
@inline(__always)
func core<T>(_ body: () throws(InputError) -> T) throws(Status) -> T {
    do {
        return try body()
    } catch {
        throw Status(error)
    }
}

/// A pointer to static, NUL-terminated storage for a string literal.
@inline(__always)
func cString(_ literal: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
}

// Names and sentences come from segpager.h's SEGPAGER_STATUS_MAP, the one
// table (expanded by the C compiler in segpager_derived.h).

@c @implementation
public func segpager_status_name(_ status: Int32) -> UnsafePointer<CChar>? {
    segpager_derived_status_name(status) ?? cString("SEGPAGER_UNKNOWN")
}

@c @implementation
public func segpager_last_error_message() -> UnsafePointer<CChar>? {
    LastError.message
}

@c @implementation
public func segpager_status_string(_ status: Int32) -> UnsafePointer<CChar>? {
    segpager_derived_status_string(status) ?? cString("unknown status code")
}
