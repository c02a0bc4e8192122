/// An RGBA colour: sRGB-encoded components in [0, 1], alpha not premultiplied.
public struct RGBAColor: Sendable, Hashable {
    /// The red component, sRGB-encoded, in [0, 1].
    public var red: Double
    /// The green component, sRGB-encoded, in [0, 1].
    public var green: Double
    /// The blue component, sRGB-encoded, in [0, 1].
    public var blue: Double
    /// The opacity in [0, 1], not premultiplied into the components.
    public var alpha: Double

    /// A colour from sRGB components and alpha (opaque by default); checked
    /// by `validate()`, not here.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Checks that every component is finite and in [0, 1].
    public func validate() throws(InputError) {
        try requireUnit(red, "RGBAColor.red")
        try requireUnit(green, "RGBAColor.green")
        try requireUnit(blue, "RGBAColor.blue")
        try requireUnit(alpha, "RGBAColor.alpha")
    }
}

/// The space colours are interpolated in.
public enum ColorSpace: Sendable, Equatable, CaseIterable {
    /// Straight sRGB components, like every peer library.
    case sRGB
    /// Premultiplied sRGB: fading to a transparent colour never darkens.
    case premultiplied
    /// OKLab (premultiplied): perceptually even steps.
    case okLab
}

/// A colour in OKLab: lightness L and the opponent axes a, b.
public struct OKLab: Sendable, Hashable {
    /// L: 0 is black, 1 is white.
    public var lightness: Double
    /// The green (−) to red (+) axis; within about ±0.3 for sRGB colours.
    public var a: Double
    /// The blue (−) to yellow (+) axis; within about ±0.32 for sRGB colours.
    public var b: Double

    /// An OKLab value; nothing is validated.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }
}

extension RGBAColor {
    /// The sRGB transfer function, decoded: an sRGB component to linear light.
    static func linearized(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : power((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light to an sRGB component.
    static func encoded(_ c: Double) -> Double {
        c <= 0.0031308 ? c * 12.92 : 1.055 * power(c, 1 / 2.4) - 0.055
    }

    /// This colour's red, green and blue in OKLab (Björn Ottosson's matrices).
    /// Negative linear values (never produced from valid colours) use a real cube root.
    /// - Complexity: O(1).
    public var okLab: OKLab {
        let r = Self.linearized(red)
        let g = Self.linearized(green)
        let b = Self.linearized(blue)
        let l = cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return OKLab(
            lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The sRGB colour of an OKLab value with the given alpha; components are
    /// not clamped (out-of-gamut values fall outside [0, 1]).
    /// - Complexity: O(1).
    public init(_ lab: OKLab, alpha: Double = 1) {
        // The exact inverses of the forward matrices above (computed in
        // rational arithmetic), so a round trip is accurate to ~1e-13; the
        // 10-digit published inverses lose ~1e-6 near dark blue.
        let l = 0.9999999984505198 * lab.lightness + 0.39633779217376786 * lab.a + 0.2158037580607588 * lab.b
        let m = 1.0000000088817609 * lab.lightness - 0.10556134232365635 * lab.a - 0.06385417477170591 * lab.b
        let s = 1.0000000546724108 * lab.lightness - 0.08948418209496575 * lab.a - 1.2914855378640917 * lab.b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        self.init(
            red: Self.encoded(4.076741661347994 * l3 - 3.3077115904081933 * m3 + 0.2309699287294279 * s3),
            green: Self.encoded(-1.268438004092176 * l3 + 2.6097574006633715 * m3 - 0.3413193963102196 * s3),
            blue: Self.encoded(
                -0.004196086541837109 * l3 - 0.7034186144594496 * m3 + 1.7076147009309448 * s3),
            alpha: alpha)
    }

    /// The colour `t` of the way from `self` to `other` in `space`; exactly
    /// `self` at t = 0 and `other` at t = 1; components clamped to [0, 1].
    /// - Complexity: O(1).
    public func interpolated(to other: RGBAColor, fraction t: Double, in space: ColorSpace) -> RGBAColor {
        if t <= 0 { return self }
        if t >= 1 { return other }
        let alpha = lerp(self.alpha, other.alpha, t)
        var result: RGBAColor
        switch space {
        case .sRGB:
            result = RGBAColor(
                red: lerp(red, other.red, t), green: lerp(green, other.green, t),
                blue: lerp(blue, other.blue, t), alpha: alpha)
        case .premultiplied:
            // Interpolate colour × alpha, then divide the alpha back out.
            func channel(_ x: Double, _ y: Double) -> Double {
                alpha == 0 ? 0 : lerp(x * self.alpha, y * other.alpha, t) / alpha
            }
            result = RGBAColor(
                red: channel(red, other.red), green: channel(green, other.green),
                blue: channel(blue, other.blue), alpha: alpha)
        case .okLab:
            let (from, to) = (okLab, other.okLab)
            func channel(_ x: Double, _ y: Double) -> Double {
                alpha == 0 ? 0 : lerp(x * self.alpha, y * other.alpha, t) / alpha
            }
            let lab = OKLab(
                lightness: channel(from.lightness, to.lightness), a: channel(from.a, to.a),
                b: channel(from.b, to.b))
            result = RGBAColor(lab, alpha: alpha)
        }
        result.red = min(max(result.red, 0), 1)
        result.green = min(max(result.green, 0), 1)
        result.blue = min(max(result.blue, 0), 1)
        return result
    }
}
