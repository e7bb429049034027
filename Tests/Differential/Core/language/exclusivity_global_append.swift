// A global array passed inout whose callee appends to the global: swiftc's program stops at
// the append.
var log: [String] = []
func record(_ entries: inout [String]) {
    entries.append("first")
    print("recorded", entries.count)
    log.append("from inside")
    entries.append("second")
}
record(&log)
print(log)

// expect: recorded 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
