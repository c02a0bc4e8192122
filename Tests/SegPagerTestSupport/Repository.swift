// Files of the repository, found from this file's own path and read with
// the C library's stdio (no Foundation), for the tests that check the
// sources, the header or the docs against the code.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The absolute path of `path`, given relative to the repository's root
/// (this file is Tests/SegPagerTestSupport/Repository.swift).
public func repositoryPath(_ path: String) -> String {
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    return "/" + root + "/" + path
}

/// The text of the repository file at `path` (relative to the repository's
/// root); nil when it cannot be opened.
public func repositoryText(_ path: String) -> String? {
    guard let file = fopen(repositoryPath(path), "r") else { return nil }
    defer { fclose(file) }
    var text: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&chunk, 1, chunk.count, file)
        if n <= 0 { break }
        text += chunk[0..<n]
    }
    return String(decoding: text, as: UTF8.self)
}
