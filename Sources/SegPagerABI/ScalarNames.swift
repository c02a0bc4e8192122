// The statically linked runtime's Unicode scalar name tables (what
// `Unicode.Scalar.Properties.name` reads), left out of libsegpager.so: 553 KB
// of the stripped library.
//
// They are live in any library that links the Swift runtime statically,
// however little of it the library uses: libswiftCore.a's Swift.o keeps
// most of the standard library in one `.text` section that its retained
// metadata sections (`swift5_builtin`) hold live under --gc-sections, and
// that section calls the runtime's `_swift_stdlib_getScalarName`, the one
// user of the tables. The Makefile's release link (`RELEASE_FLAGS`) passes
// `--wrap=_swift_stdlib_getScalarName`, which sends that call here instead:
// nothing calls the runtime's function any more, and --gc-sections drops it
// and its tables.
//
// This answers "no name", as the runtime does for a scalar without one, so
// `Unicode.Scalar.Properties.name` would be nil for every scalar. Nothing
// in segpager asks for a name: no message, description or Python text has
// one (the error texts are static strings and numbers; enum cases are spelt
// out in Descriptions.swift), and the C and Python tests run on the library
// linked this way. Other builds (SwiftPM's own, the tests, the fuzzer) do
// not wrap the call, and this function is never reached there.

/// The runtime's `_swift_stdlib_getScalarName(scalar, buffer, capacity)`
/// in the release library: writes no name and returns its length, 0.
@c(__wrap__swift_stdlib_getScalarName)
func noScalarName(_ scalar: UInt32, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: Int) -> Int {
    0
}
