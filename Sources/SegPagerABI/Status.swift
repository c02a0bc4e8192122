import CSegPager
import SegPager

/// A failed export's status code; thrown inside the C layer, returned at the
/// boundary. Nothing else ever crosses it.
struct Status: Error {
    let code: Int32

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

    init(_ error: InputError) {
        switch error.kind {
        case .outOfRange: self = .range
        case .notFinite: self = .notFinite
        case .indexOutOfRange: self = .index
        case .outOfOrder: self = .order
        }
    }
}

/// Runs an export's body and turns its outcome into a status code.
@inline(__always)
func exportStatus(_ body: () throws(Status) -> Void) -> Int32 {
    do {
        try body()
        return SEGPAGER_OK.rawValue
    } catch {
        return error.code
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
public func segpager_status_string(_ status: Int32) -> UnsafePointer<CChar>? {
    segpager_derived_status_string(status) ?? cString("unknown status code")
}
