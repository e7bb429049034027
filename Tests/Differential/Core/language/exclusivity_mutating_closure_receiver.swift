// A closure given to a mutating method of a local struct changes the struct: swiftc rejects
// the overlapping accesses before it runs.
print("this program must not run")
struct Tally {
    var n = 0
    mutating func update(_ body: () -> Void) { n += 1; body() }
}
func run() {
    var tally = Tally()
    tally.update { tally.n = 9 }
    print(tally.n)
}
run()

// expect error: overlapping accesses to 'tally', but modification requires exclusive access; consider copying to a local variable
