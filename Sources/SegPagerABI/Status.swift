import CSegPager
import SegPager

/// A failed export's status code; thrown inside the C layer, returned at the
/// boundary. Nothing else ever crosses it.
struct Status: Error {
    let code: Int32

    static let null = Status(code: SEGPAGER_E_NULL)
    static let range = Status(code: SEGPAGER_E_RANGE)
    static let notFinite = Status(code: SEGPAGER_E_NOT_FINITE)
    static let capacity = Status(code: SEGPAGER_E_CAPACITY)
    static let badEnum = Status(code: SEGPAGER_E_ENUM)
    static let structSize = Status(code: SEGPAGER_E_STRUCT_SIZE)
    static let index = Status(code: SEGPAGER_E_INDEX)
    static let order = Status(code: SEGPAGER_E_ORDER)
    static let handle = Status(code: SEGPAGER_E_HANDLE)

    init(code: Int32) { self.code = code }

    init(_ error: InputError) {
        switch error {
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
        return SEGPAGER_OK
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

/// Every status code with its name and sentence: the one table.
private let statusTable: [(code: Int32, name: StaticString, text: StaticString)] = [
    (SEGPAGER_OK, "SEGPAGER_OK", "success"),
    (SEGPAGER_E_NULL, "SEGPAGER_E_NULL", "a required pointer argument is NULL"),
    (SEGPAGER_E_RANGE, "SEGPAGER_E_RANGE", "a number is outside its documented range"),
    (SEGPAGER_E_NOT_FINITE, "SEGPAGER_E_NOT_FINITE", "a number is NaN or infinite"),
    (SEGPAGER_E_CAPACITY, "SEGPAGER_E_CAPACITY", "an output array is too small; the needed count was reported"),
    (SEGPAGER_E_ENUM, "SEGPAGER_E_ENUM", "an enum value is unknown"),
    (SEGPAGER_E_STRUCT_SIZE, "SEGPAGER_E_STRUCT_SIZE", "an options struct's struct_size is too small; call its _init function"),
    (SEGPAGER_E_INDEX, "SEGPAGER_E_INDEX", "an index is out of range"),
    (SEGPAGER_E_ORDER, "SEGPAGER_E_ORDER", "an event's time is earlier than the event before it"),
    (SEGPAGER_E_HANDLE, "SEGPAGER_E_HANDLE", "the handle is not a live pager (destroyed, or never created)"),
    (SEGPAGER_TRUNCATED, "SEGPAGER_TRUNCATED", "success, but an output array was too small; the counts report the rest"),
]

@c @implementation
public func segpager_status_name(_ status: Int32) -> UnsafePointer<CChar>? {
    for entry in statusTable where entry.code == status { return cString(entry.name) }
    return cString("SEGPAGER_UNKNOWN")
}

@c @implementation
public func segpager_status_string(_ status: Int32) -> UnsafePointer<CChar>? {
    for entry in statusTable where entry.code == status { return cString(entry.text) }
    return cString("unknown status code")
}
