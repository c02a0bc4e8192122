import CSegPager
import SegPager

typealias ABIFrames = LazyMapCollection<UnsafeBufferPointer<segpager_item_frame>, ItemFrame>
typealias ABIItems = LazyMapCollection<UnsafeBufferPointer<segpager_item_metrics>, ItemMetrics>
typealias ABIStrip = StripGeometry<ABIFrames, ABIItems>

extension StripGeometry where Frames == ABIFrames, Items == ABIItems {
    init(abi strip: segpager_strip_geometry) throws(Status) {
        let count = try validCount(strip.count)
        let frames = try buffer(strip.frames, count: count).lazy.map { ItemFrame(x: $0.x, width: $0.width) }
        let items = UnsafeBufferPointer(start: strip.items, count: strip.items == nil ? 0 : count)
            .lazy.map(ItemMetrics.init(abi:))
        self.init(
            frames: frames, items: items, contentWidth: strip.content_width,
            viewportWidth: strip.viewport_width, height: strip.height,
            direction: try LayoutDirection(abi: strip.direction))
        try core { () throws(InputError) in try validate() }
    }
}

extension IndicatorStyle {
    init(abi style: segpager_indicator_style) throws(Status) {
        self.init()
        switch style.width_mode {
        case SEGPAGER_INDICATOR_WIDTH_ITEM: widthMode = .item
        case SEGPAGER_INDICATOR_WIDTH_CONTENT: widthMode = .content
        case SEGPAGER_INDICATOR_WIDTH_FIXED: widthMode = .fixed
        default: throw .badEnum
        }
        switch style.alignment {
        case SEGPAGER_INDICATOR_ALIGN_CENTER: alignment = .center
        case SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING: alignment = .contentLeading
        case SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER: alignment = .titleCenter
        default: throw .badEnum
        }
        switch style.placement {
        case SEGPAGER_INDICATOR_PLACEMENT_BOTTOM: placement = .bottom
        case SEGPAGER_INDICATOR_PLACEMENT_TOP: placement = .top
        case SEGPAGER_INDICATOR_PLACEMENT_CENTER: placement = .center
        case SEGPAGER_INDICATOR_PLACEMENT_FILL: placement = .fill
        default: throw .badEnum
        }
        switch style.transition {
        case SEGPAGER_INDICATOR_TRANSITION_LINEAR: transition = .linear
        case SEGPAGER_INDICATOR_TRANSITION_STRETCH: transition = .stretch
        case SEGPAGER_INDICATOR_TRANSITION_ELASTIC: transition = .elastic
        case SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED: transition = .elasticRounded
        case SEGPAGER_INDICATOR_TRANSITION_FADE: transition = .fade
        case SEGPAGER_INDICATOR_TRANSITION_SNAP: transition = .snap
        default: throw .badEnum
        }
        easing = try Easing(abi: style.easing, bezier: (style.bezier_x1, style.bezier_y1, style.bezier_x2, style.bezier_y2))
        switch style.overscroll {
        case SEGPAGER_OVERSCROLL_CLAMP: overscroll = .clamp
        case SEGPAGER_OVERSCROLL_FOLLOW: overscroll = .follow
        case SEGPAGER_OVERSCROLL_COMPRESS: overscroll = .compress
        default: throw .badEnum
        }
        clampToItem = try flag(style.clamp_to_item)
        width = style.width
        extraWidth = style.extra_width
        minWidth = style.min_width
        maxWidth = style.max_width
        height = style.height
        cornerRadius = style.corner_radius
        leadingInset = style.leading_inset
        topInset = style.top_inset
        trailingInset = style.trailing_inset
        bottomInset = style.bottom_inset
        stretch = style.stretch
        try core { () throws(InputError) in try validate() }
    }
}

extension Easing {
    init(abi value: Int32, bezier: (Double, Double, Double, Double)) throws(Status) {
        switch value {
        case SEGPAGER_EASING_LINEAR: self = .linear
        case SEGPAGER_EASING_EASE: self = .ease
        case SEGPAGER_EASING_EASE_IN: self = .easeIn
        case SEGPAGER_EASING_EASE_OUT: self = .easeOut
        case SEGPAGER_EASING_EASE_IN_OUT: self = .easeInOut
        case SEGPAGER_EASING_CUBIC_BEZIER: self = .cubicBezier(CubicBezier(bezier.0, bezier.1, bezier.2, bezier.3))
        default: throw .badEnum
        }
        // The Bézier fields are part of the struct: check them whatever the easing.
        try core { () throws(InputError) in try CubicBezier(bezier.0, bezier.1, bezier.2, bezier.3).validate() }
    }
}

/// A 0/1 int32 flag.
func flag(_ value: Int32) throws(Status) -> Bool {
    switch value {
    case 0: return false
    case 1: return true
    default: throw .range
    }
}

extension Color {
    init(abi color: segpager_color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    var abi: segpager_color { segpager_color(red: red, green: green, blue: blue, alpha: alpha) }
}

extension AppearanceStyle {
    init(abi style: segpager_appearance_style) throws(Status) {
        self.init()
        switch style.policy {
        case SEGPAGER_APPEARANCE_GRADUAL: policy = .gradual
        case SEGPAGER_APPEARANCE_ON_COMMIT: policy = .onCommit
        default: throw .badEnum
        }
        switch style.color_space {
        case SEGPAGER_COLOR_SPACE_SRGB: colorSpace = .sRGB
        case SEGPAGER_COLOR_SPACE_PREMULTIPLIED: colorSpace = .premultiplied
        case SEGPAGER_COLOR_SPACE_OKLAB: colorSpace = .okLab
        default: throw .badEnum
        }
        normalColor = Color(abi: style.normal_color)
        selectedColor = Color(abi: style.selected_color)
        selectedScale = style.selected_scale
        normalEmphasis = style.normal_emphasis
        selectedEmphasis = style.selected_emphasis
        try core { () throws(InputError) in try validate() }
    }
}

extension StripOffsetStyle {
    init(abi style: segpager_strip_offset_style) throws(Status) {
        self.init()
        switch style.policy {
        case SEGPAGER_STRIP_SCROLL_LEADING: policy = .leading
        case SEGPAGER_STRIP_SCROLL_CENTER: policy = .center
        case SEGPAGER_STRIP_SCROLL_TRAILING: policy = .trailing
        case SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER: policy = .alwaysCenter
        case SEGPAGER_STRIP_SCROLL_MINIMAL: policy = .minimal
        case SEGPAGER_STRIP_SCROLL_NONE: policy = .none
        default: throw .badEnum
        }
        switch style.containment {
        case SEGPAGER_CONTAIN_CLAMP: containment = .clamp
        case SEGPAGER_CONTAIN_NONE: containment = .none
        default: throw .badEnum
        }
        switch style.timing {
        case SEGPAGER_STRIP_TIMING_PROGRESSIVE: timing = .progressive
        case SEGPAGER_STRIP_TIMING_ON_COMMIT: timing = .onCommit
        default: throw .badEnum
        }
        margin = style.margin
        try core { () throws(InputError) in try validate() }
    }
}

extension Indicator {
    var abi: segpager_indicator {
        segpager_indicator(x: x, y: y, width: width, height: height, corner_radius: cornerRadius, alpha: alpha)
    }
}

extension ItemAppearance {
    var abi: segpager_item_appearance {
        segpager_item_appearance(selection_weight: selectionWeight, color: color.abi, scale: scale, emphasis: emphasis)
    }
}

/// An `int32_t selected_index` argument: SEGPAGER_NONE means "derive it".
func selection(_ value: Int32) -> Int? {
    value == SEGPAGER_NONE ? nil : Int(value)
}

/// An options pointer that may be NULL for the defaults.
func optionalOptions<T, Style>(
    _ pointer: UnsafePointer<T>?, _ defaults: Style, _ convert: (T) throws(Status) -> Style
) throws(Status) -> Style {
    guard pointer != nil else { return defaults }
    return try convert(options(pointer))
}

@c @implementation
public func segpager_strip_geometry_init(_ strip: UnsafeMutablePointer<segpager_strip_geometry>?) -> Int32 {
    exportStatus { () throws(Status) in
        try required(strip).pointee = segpager_strip_geometry(
            struct_size: UInt32(MemoryLayout<segpager_strip_geometry>.size),
            direction: SEGPAGER_DIRECTION_LTR, frames: nil, items: nil, count: 0,
            content_width: 0, viewport_width: 0, height: 44)
    }
}

@c @implementation
public func segpager_indicator_style_init(_ style: UnsafeMutablePointer<segpager_indicator_style>?) -> Int32 {
    exportStatus { () throws(Status) in
        let d = IndicatorStyle()
        let bezier = CubicBezier.easeInOut
        try required(style).pointee = segpager_indicator_style(
            struct_size: UInt32(MemoryLayout<segpager_indicator_style>.size),
            width_mode: SEGPAGER_INDICATOR_WIDTH_CONTENT, alignment: SEGPAGER_INDICATOR_ALIGN_CENTER,
            placement: SEGPAGER_INDICATOR_PLACEMENT_BOTTOM, transition: SEGPAGER_INDICATOR_TRANSITION_LINEAR,
            easing: SEGPAGER_EASING_LINEAR, overscroll: SEGPAGER_OVERSCROLL_CLAMP, clamp_to_item: d.clampToItem ? 1 : 0,
            width: d.width, extra_width: d.extraWidth, min_width: d.minWidth, max_width: d.maxWidth,
            height: d.height, corner_radius: d.cornerRadius, leading_inset: d.leadingInset,
            top_inset: d.topInset, trailing_inset: d.trailingInset, bottom_inset: d.bottomInset,
            stretch: d.stretch, bezier_x1: bezier.x1, bezier_y1: bezier.y1, bezier_x2: bezier.x2,
            bezier_y2: bezier.y2)
    }
}

@c @implementation
public func segpager_appearance_style_init(_ style: UnsafeMutablePointer<segpager_appearance_style>?) -> Int32 {
    exportStatus { () throws(Status) in
        let d = AppearanceStyle()
        try required(style).pointee = segpager_appearance_style(
            struct_size: UInt32(MemoryLayout<segpager_appearance_style>.size),
            policy: SEGPAGER_APPEARANCE_GRADUAL, color_space: SEGPAGER_COLOR_SPACE_SRGB,
            normal_color: d.normalColor.abi, selected_color: d.selectedColor.abi,
            selected_scale: d.selectedScale, normal_emphasis: d.normalEmphasis,
            selected_emphasis: d.selectedEmphasis)
    }
}

@c @implementation
public func segpager_strip_offset_style_init(_ style: UnsafeMutablePointer<segpager_strip_offset_style>?) -> Int32 {
    exportStatus { () throws(Status) in
        try required(style).pointee = segpager_strip_offset_style(
            struct_size: UInt32(MemoryLayout<segpager_strip_offset_style>.size),
            policy: SEGPAGER_STRIP_SCROLL_CENTER, containment: SEGPAGER_CONTAIN_CLAMP,
            timing: SEGPAGER_STRIP_TIMING_PROGRESSIVE, margin: StripOffsetStyle().margin)
    }
}

@c @implementation
public func segpager_indicator_rect(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ style: UnsafePointer<segpager_indicator_style>?,
    _ p: Double,
    _ selectedIndex: Int32,
    _ outIndicator: UnsafeMutablePointer<segpager_indicator>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outIndicator = try required(outIndicator)
        let strip = try ABIStrip(abi: options(strip))
        let style = try IndicatorStyle(abi: options(style))
        outIndicator.pointee = try core { () throws(InputError) in
            try strip.indicator(at: p, style: style, selectedIndex: selection(selectedIndex))
        }.abi
    }
}

@c @implementation
public func segpager_item_appearances(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ style: UnsafePointer<segpager_appearance_style>?,
    _ p: Double,
    _ selectedIndex: Int32,
    _ first: Int32,
    _ last: Int32,
    _ appearances: UnsafeMutablePointer<segpager_item_appearance>?,
    _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outCount = try required(outCount)
        let strip = try ABIStrip(abi: options(strip))
        let style = try AppearanceStyle(abi: options(style))
        guard appearances != nil || capacity == 0 else { throw .null }
        guard first >= 0, last >= first - 1, Int(last) < strip.count else { throw .index }
        let range = Int(first)..<(Int(last) + 1)
        guard holds(capacity, range.count) else {
            outCount.pointee = range.count
            throw .capacity
        }
        let looks = try core { () throws(InputError) in
            try strip.appearances(of: range, at: p, style: style, selectedIndex: selection(selectedIndex))
        }
        for (i, look) in looks.enumerated() { appearances?[i] = look.abi }
        outCount.pointee = looks.count
    }
}

@c @implementation
public func segpager_strip_offset(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ style: UnsafePointer<segpager_strip_offset_style>?,
    _ p: Double,
    _ selectedIndex: Int32,
    _ currentOffset: Double,
    _ outStripOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outStripOffset = try required(outStripOffset)
        let strip = try ABIStrip(abi: options(strip))
        let style = try StripOffsetStyle(abi: options(style))
        outStripOffset.pointee = try core { () throws(InputError) in
            try strip.stripOffset(at: p, style: style, selectedIndex: selection(selectedIndex), currentOffset: currentOffset)
        }
    }
}

@c @implementation
public func segpager_strip_state(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ indicatorStyle: UnsafePointer<segpager_indicator_style>?,
    _ appearanceStyle: UnsafePointer<segpager_appearance_style>?,
    _ offsetStyle: UnsafePointer<segpager_strip_offset_style>?,
    _ p: Double,
    _ selectedIndex: Int32,
    _ currentOffset: Double,
    _ outStripOffset: UnsafeMutablePointer<Double>?,
    _ outIndicator: UnsafeMutablePointer<segpager_indicator>?,
    _ appearances: UnsafeMutablePointer<segpager_item_appearance>?,
    _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?,
    _ outFirst: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outStripOffset = try required(outStripOffset)
        let outIndicator = try required(outIndicator)
        let outCount = try required(outCount)
        let outFirst = try required(outFirst)
        guard appearances != nil || capacity == 0 else { throw .null }
        let strip = try ABIStrip(abi: options(strip))
        let indicatorStyle = try optionalOptions(indicatorStyle, IndicatorStyle(), IndicatorStyle.init(abi:))
        let appearanceStyle = try optionalOptions(appearanceStyle, AppearanceStyle(), AppearanceStyle.init(abi:))
        let offsetStyle = try optionalOptions(offsetStyle, StripOffsetStyle(), StripOffsetStyle.init(abi:))
        let state = try core { () throws(InputError) in
            try strip.state(
                at: p, indicatorStyle: indicatorStyle, appearanceStyle: appearanceStyle,
                offsetStyle: offsetStyle, selectedIndex: selection(selectedIndex), currentOffset: currentOffset)
        }
        guard holds(capacity, state.appearances.count) else {
            outCount.pointee = state.appearances.count
            throw .capacity
        }
        for (i, look) in state.appearances.enumerated() { appearances?[i] = look.abi }
        outCount.pointee = state.appearances.count
        outFirst.pointee = state.firstVisibleItem.map { Int32($0) } ?? SEGPAGER_NONE
        outStripOffset.pointee = state.stripOffset
        outIndicator.pointee = state.indicator.abi
    }
}
