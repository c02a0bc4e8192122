// Looping pages and strips name items by virtual indices that count laps:
// index i is item i mod n, whatever the sign. The one place that says so.

extension Int {
    /// This virtual index's real index among `count` items (> 0): the
    /// remainder in 0..<count, for negative indices too (-1 is count - 1).
    @inline(__always)
    func wrapped(into count: Int) -> Int {
        let r = self % count
        return r < 0 ? r + count : r
    }
}
