// A local passed inout to a nested function that also reads it through its capture: swiftc
// catches it only while the program runs (an exclusivity trap at the captured read).
func run() {
    var scores = [3, 1, 2]
    func best() -> Int { scores.max() ?? 0 }
    func addBest(_ values: inout [Int]) {
        values.append(7)
        print("appended", values.count)
        values.append(best())
    }
    print(scores.count)
    addBest(&scores)
    print(scores)
}

run()

// expect: 3
// expect: appended 4
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
