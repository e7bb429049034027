// A closure given to a mutating method of a global changes the global's property while the
// method runs: swiftc's program stops at the change.
struct Tally {
    var n = 0
    mutating func update(_ body: () -> Void) {
        n += 1
        print("updating", n)
        body()
        print("updated", n)
    }
}
var tally = Tally()
tally.update { tally.n = 9 }
print(tally.n)

// expect: updating 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
