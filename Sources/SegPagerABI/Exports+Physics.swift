import CSegPager
import SegPager

@c @implementation
public func segpager_deceleration_state(
    _ rate: Double, _ velocity: Double, _ time: Double,
    _ outDistance: UnsafeMutablePointer<Double>?, _ outVelocity: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outDistance, "out_distance", outVelocity, "out_velocity", core: .arguments) {
        () throws(InputError) in try Deceleration(rate: rate).state(afterRelease: velocity, time: time)
    }
}

@c @implementation
public func segpager_deceleration_projection(
    _ rate: Double, _ velocity: Double, _ outDistance: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outDistance, "out_distance", core: .arguments) { () throws(InputError) in
        try Deceleration(rate: rate).projectedDistance(ofRelease: velocity)
    }
}

@c @implementation
public func segpager_deceleration_duration(
    _ rate: Double, _ velocity: Double, _ epsilon: Double, _ outTime: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outTime, "out_time", core: .arguments) { () throws(InputError) in
        try Deceleration(rate: rate).duration(ofRelease: velocity, epsilon: epsilon)
    }
}

@c @implementation
public func segpager_rubber_band(
    _ coefficient: Double, _ dimension: Double, _ overshoot: Double,
    _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outOffset, "out_offset", core: .arguments) { () throws(InputError) in
        try RubberBand(coefficient: coefficient).offset(forOvershoot: overshoot, dimension: dimension)
    }
}

@c @implementation
public func segpager_rubber_band_inverse(
    _ coefficient: Double, _ dimension: Double, _ offset: Double,
    _ outOvershoot: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outOvershoot, "out_overshoot", core: .arguments) { () throws(InputError) in
        try RubberBand(coefficient: coefficient).overshoot(forOffset: offset, dimension: dimension)
    }
}

@c @implementation
public func segpager_spring_state(
    _ spring: UnsafePointer<segpager_spring>?, _ displacement: Double, _ velocity: Double, _ time: Double,
    _ outDisplacement: UnsafeMutablePointer<Double>?, _ outVelocity: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outDisplacement, "out_displacement", outVelocity, "out_velocity") { () throws(Status) in
        let spring = try optionsArgument(spring, "spring", DampedSpring.init(abi:))
        return try core(.arguments) { () throws(InputError) in
            try spring.state(from: displacement, velocity: velocity, time: time)
        }
    }
}

@c @implementation
public func segpager_spring_settling_time(
    _ spring: UnsafePointer<segpager_spring>?, _ displacement: Double, _ velocity: Double, _ epsilon: Double,
    _ outTime: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outTime, "out_time") { () throws(Status) in
        let spring = try optionsArgument(spring, "spring", DampedSpring.init(abi:))
        return try core(.arguments) { () throws(InputError) in
            try spring.settlingTime(from: displacement, velocity: velocity, epsilon: epsilon)
        }
    }
}

@c @implementation
public func segpager_cubic_bezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ outY: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outY, "out_y") { () throws(Status) in
        let curve = CubicBezier(x1, y1, x2, y2)
        return try core(.arguments) { () throws(InputError) in
            try curve.validate()
            guard x.isFinite else {
                throw InputError(.notFinite, field: "x", rule: "must be finite", value: x)
            }
            return curve.value(at: x)
        }
    }
}

/// The size of `segpager_paging_options` before 0.8.0's Compose thresholds:
/// a caller built against it gets their defaults.
let pagingOptionsFirstReleaseSize =
    MemoryLayout<segpager_paging_options>.offset(of: \.positional_threshold) ?? 0

/// Reads a `segpager_paging_options` of this release or an older, smaller one.
func readPagingOptions(_ pointer: UnsafePointer<segpager_paging_options>?) throws(Status)
    -> segpager_paging_options
{
    try options(
        pointer, firstReleaseSize: pagingOptionsFirstReleaseSize,
        defaults: segpager_paging_options(PagingOptions()))
}

/// The `options` argument of a paging-target export: the paging rule and
/// its `looping` flag, both checked.
private func pagingArgument(_ pointer: UnsafePointer<segpager_paging_options>?) throws(Status)
    -> (policy: PagingOptions, looping: Bool)
{
    try named("options") { () throws(Status) in
        let raw = try readPagingOptions(pointer)
        return (try PagingOptions(abi: raw), try flag(raw.looping, "looping"))
    }
}

@c @implementation
public func segpager_paging_target(
    _ pagingOptions: UnsafePointer<segpager_paging_options>?, _ pages: UnsafePointer<segpager_page_geometry>?,
    _ pageOffset: Double, _ velocity: Double, _ startPage: Int32, _ outPage: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportValue(outPage, "out_page") { () throws(Status) in
        let (policy, looping) = try pagingArgument(pagingOptions)
        let geometry = try optionsArgument(pages, "pages", PageGeometry.init(abi:))
        let page = try core(.arguments) { () throws(InputError) in
            try policy.target(
                pageOffset: pageOffset, velocity: velocity, startPage: Int(startPage), pages: geometry,
                looping: looping)
        }
        // The header's contract: with no pages every start page is outside
        // them (the core answers 0, a page that does not exist).
        guard looping || geometry.pageCount > 0 else {
            throw Status(
                InputError(
                    .indexOutOfRange, field: "start_page", rule: "must be a page's index", integer: startPage,
                    validIndices: 0..<0), names: .arguments)
        }
        guard let result = Int32(exactly: page) else {
            throw Status(.range, field: "", rule: "the target page is outside int32_t", integer: page)
        }
        return result
    }
}

@c @implementation
public func segpager_velocity_estimate(
    _ times: UnsafePointer<Double>?, _ positions: UnsafePointer<Double>?, _ count: Int,
    _ outVelocity: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outVelocity, "out_velocity") { () throws(Status) in
        let count = try validCount(count, "count")
        let times = try buffer(times, count: count, "times")
        let positions = try buffer(positions, count: count, "positions")
        return try core(.arguments) { () throws(InputError) in
            try VelocityTracker.velocity(times: times, positions: positions)
        }
    }
}

@c @implementation
public func segpager_spline_fling(
    _ density: Double, _ friction: Double, _ velocity: Double,
    _ outDistance: UnsafeMutablePointer<Double>?, _ outDuration: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outDistance, "out_distance", outDuration, "out_duration", core: .arguments) {
        () throws(InputError) in
        try SplineFling(density: density, friction: friction).fling(ofRelease: velocity)
    }
}

@c @implementation
public func segpager_spline_fling_state(
    _ density: Double, _ friction: Double, _ velocity: Double, _ time: Double,
    _ outDistance: UnsafeMutablePointer<Double>?, _ outVelocity: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outDistance, "out_distance", outVelocity, "out_velocity", core: .arguments) {
        () throws(InputError) in
        try SplineFling(density: density, friction: friction).state(afterRelease: velocity, time: time)
    }
}

@c @implementation
public func segpager_paging_dragging_target(
    _ pagingOptions: UnsafePointer<segpager_paging_options>?, _ pages: UnsafePointer<segpager_page_geometry>?,
    _ position: Double, _ startPage: Int32, _ outPage: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportValue(outPage, "out_page") { () throws(Status) in
        // The looping flag is checked, though a drag's target never wraps.
        let policy = try pagingArgument(pagingOptions).policy
        let geometry = try optionsArgument(pages, "pages", PageGeometry.init(abi:))
        let page = try core(.arguments) { () throws(InputError) in
            try policy.draggingTarget(position: position, startPage: Int(startPage), pages: geometry)
        }
        // Clamped to the pages, whose count is an int32_t.
        return Int32(clamping: page)
    }
}
