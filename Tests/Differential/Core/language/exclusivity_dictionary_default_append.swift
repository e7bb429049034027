// A mutating method on `d[k, default: …]` whose default names the local `d`: the same
// overlapping accesses, which swiftc rejects.
print("this program must not run")
func group() {
    var d: [String: [Int]] = [:]
    d["a", default: [d.count]].append(1)
    print(d)
}
group()

// expect error: overlapping accesses to 'd', but modification requires exclusive access; consider copying to a local variable
