// Generated from bindings/c/segpager.h and its SEGPAGER_STATUS_MAP by
// bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`).

import CSegPager

extension Status {
    /// SEGPAGER_OK: success.
    static let ok = Status(code: SEGPAGER_OK.rawValue)
    /// SEGPAGER_E_NULL: a required pointer argument is NULL.
    static let null = Status(code: SEGPAGER_E_NULL.rawValue)
    /// SEGPAGER_E_RANGE: a number is outside its documented range.
    static let range = Status(code: SEGPAGER_E_RANGE.rawValue)
    /// SEGPAGER_E_NOT_FINITE: a number is NaN or infinite.
    static let notFinite = Status(code: SEGPAGER_E_NOT_FINITE.rawValue)
    /// SEGPAGER_E_CAPACITY: an output array is too small; the needed count was reported.
    static let capacity = Status(code: SEGPAGER_E_CAPACITY.rawValue)
    /// SEGPAGER_E_ENUM: an enum value is unknown.
    static let badEnum = Status(code: SEGPAGER_E_ENUM.rawValue)
    /// SEGPAGER_E_STRUCT_SIZE: an options struct's struct_size is too small; call its _init function.
    static let structSize = Status(code: SEGPAGER_E_STRUCT_SIZE.rawValue)
    /// SEGPAGER_E_INDEX: an index is out of range.
    static let index = Status(code: SEGPAGER_E_INDEX.rawValue)
    /// SEGPAGER_E_ORDER: an event's time is earlier than the event before it.
    static let order = Status(code: SEGPAGER_E_ORDER.rawValue)
    /// SEGPAGER_E_HANDLE: the handle is not a live pager (destroyed, or never created).
    static let handle = Status(code: SEGPAGER_E_HANDLE.rawValue)
    /// SEGPAGER_TRUNCATED: success, but an output array was too small; the counts report the rest.
    static let truncated = Status(code: SEGPAGER_TRUNCATED.rawValue)
}
