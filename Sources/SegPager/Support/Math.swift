// The C library's elementary functions (sin, cos, pow, cbrt), which the
// Swift standard library does not provide without Foundation.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#else
    // No C library module (Embedded Swift for wasm32 or a microcontroller):
    // the six functions, declared here, come from the target's libm at link
    // time (wasi-libc's libm.a for the web build).
    @_extern(c, "sin") func sin(_ x: Double) -> Double
    @_extern(c, "cos") func cos(_ x: Double) -> Double
    @_extern(c, "pow") func pow(_ x: Double, _ y: Double) -> Double
    @_extern(c, "cbrt") func cbrt(_ x: Double) -> Double
    @_extern(c, "log") func log(_ x: Double) -> Double
    @_extern(c, "exp") func exp(_ x: Double) -> Double
#endif

@inline(__always)
func sine(_ x: Double) -> Double { sin(x) }

@inline(__always)
func cosine(_ x: Double) -> Double { cos(x) }

@inline(__always)
func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }

@inline(__always)
func cubeRoot(_ x: Double) -> Double { cbrt(x) }

@inline(__always)
func naturalLog(_ x: Double) -> Double { log(x) }

@inline(__always)
func exponential(_ x: Double) -> Double { exp(x) }

@inline(__always)
func squareRoot(_ x: Double) -> Double { x.squareRoot() }

/// `a + (b − a) × t`, exact at `t = 0` and `t = 1`.
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    t == 1 ? b : a + (b - a) * t
}
