import CSegPager
import SegPager

/// A core enum and its `int32_t` constants in segpager.h: one table, read
/// both ways, so the C layer never writes a mapping twice (once to read an
/// options struct, once to fill it with the core's defaults).
protocol ABIEnum: Equatable {
    /// Every case with its constant.
    static var abiTable: [(Self, Int32)] { get }
}

extension ABIEnum {
    /// The case for a constant; an unknown value is `Status.badEnum`,
    /// naming `name` (the C argument or member).
    init(abi value: Int32, _ name: StaticString) throws(Status) {
        for (item, constant) in Self.abiTable where constant == value {
            self = item
            return
        }
        throw unknownConstant(name, value)
    }

    /// `init(abi:_:)` for a member of element `index` of the C array `list`.
    init(abi value: Int32, _ name: StaticString, in list: StaticString, at index: Int) throws(Status) {
        do throws(Status) {
            try self.init(abi: value, name)
        } catch {
            throw error.element(index, of: list)
        }
    }

    /// The constant for this case.
    var abi: Int32 {
        for (item, constant) in Self.abiTable where item == self { return constant }
        return -1  // unreachable: every table lists every case (ABIEnumTests)
    }
}

/// An enum value that is none of its constants.
func unknownConstant(_ name: StaticString, _ value: Int32) -> Status {
    Status(.badEnum, field: name, rule: "must be one of its SEGPAGER_* constants", integer: value)
}

/// A 0/1 `int32_t` flag; any other value is `Status.range`, naming `name`.
func flag(_ value: Int32, _ name: StaticString) throws(Status) -> Bool {
    switch value {
    case 0: return false
    case 1: return true
    default: throw Status(.range, field: name, rule: "must be 0 or 1", integer: value)
    }
}

extension Int? {
    /// The `int32_t` an index field holds: the header's NONE for no index.
    var abiIndex: Int32 { map { Int32($0) } ?? SEGPAGER_NONE }
}

extension Bool {
    /// The 0/1 `int32_t` a flag field holds.
    var abi: Int32 { self ? 1 : 0 }
}

extension Easing {
    /// The constant for this curve.
    var abi: Int32 {
        for (curve, constant) in Easing.abiTable where curve == self { return constant }
        return SEGPAGER_EASING_CUBIC_BEZIER
    }

    /// What a struct's four Bézier fields hold for this curve: a custom
    /// curve's points; for a named curve (whose fields are not read) the
    /// ease-in-out curve, a starting point to edit.
    var abiBezier: CubicBezier {
        if abi == SEGPAGER_EASING_CUBIC_BEZIER, case .cubicBezier(let curve) = self { return curve }
        return .easeInOut
    }

    /// The curve for a constant and the struct's four Bézier fields (read
    /// only for `SEGPAGER_EASING_CUBIC_BEZIER`, checked whatever the easing).
    /// `name` is the C member of the easing, `names` how the curve's
    /// fields read in C (`tap_bezier_x1`).
    init(abi value: Int32, _ name: StaticString, bezier: (Double, Double, Double, Double), names: CNames)
        throws(Status)
    {
        let curve = CubicBezier(bezier.0, bezier.1, bezier.2, bezier.3)
        if value == SEGPAGER_EASING_CUBIC_BEZIER {
            self = .cubicBezier(curve)
        } else {
            guard let named = Easing.abiTable.first(where: { $0.1 == value }) else {
                throw unknownConstant(name, value)
            }
            self = named.0
        }
        try core(names) { () throws(InputError) in try curve.validate() }
    }
}
