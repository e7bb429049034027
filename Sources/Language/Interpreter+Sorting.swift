/// Sorting for `sorted()`, `sorted(by:)`, `sort()` and `sort(by:)`, stopping at an interrupt
/// within milliseconds.
extension Interpreter {
    /// `items` in the order Swift's `sorted(by:)` gives them, stopping at an interrupt.
    ///
    /// The sort permutes the indices of `items`, not the values, and gathers the values at the
    /// end. When the comparator throws (an interrupt, an error in a closure), Swift's merge sort
    /// unwinds by moving its buffer back and releasing its copy: for five million values that
    /// took 70–120 ms (debug build) between the interrupt and the reply; for plain integers it
    /// is a copy of memory. The permutation is the one Swift's sort makes of the values
    /// themselves, because it depends on nothing but the comparator's answers.
    func sorted(_ items: [Value], by areInIncreasingOrder: (Value, Value) throws -> Bool) throws -> [Value] {
        let count = items.count
        let indexBytes = count.multipliedReportingOverflow(by: 2 * MemoryLayout<Int>.stride)
        // The indices and the merge sort's buffer of half as many, rounded up.
        try reserve(indexBytes.overflow ? Int.max : indexBytes.partialValue, for: "sorting \(count) elements")
        var order = [Int](repeating: 0, count: count)
        for index in 0..<count {
            try checkInterrupt(step: index)
            order[index] = index
        }
        var comparisons = 0
        try order.sort { a, b in
            comparisons &+= 1
            try checkInterrupt(step: comparisons)
            return try areInIncreasingOrder(items[a], items[b])
        }
        return try makeArray(count: count, for: "the \(count) sorted elements") { items[order[$0]] }
    }

    /// `sorted(_:by:)` with the comparator of a builtin call: its closure argument at
    /// `index`, or `<` when it has none.
    func sorted(_ items: [Value], call: BuiltinCall, closureAt index: Int, name: String) throws -> [Value] {
        if call.has(index) {
            return try sorted(items) { a, b in try requireBool(try call.callFunction(index, [a, b]), name) }
        }
        return try sorted(items) { a, b in try compare(a, b) < 0 }
    }
}
