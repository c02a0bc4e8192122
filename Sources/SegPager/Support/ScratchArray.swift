extension Array {
    /// Empties a scratch array and keeps its storage, for reuse in the next
    /// step. Free when it is already empty: the standard call costs about 85
    /// instructions even then, and a step clears about fifteen scratch
    /// arrays, most of them empty.
    @inline(__always)
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
