// `d[k, default: d.count] += 1` on a local dictionary: swiftc runs the `default:` autoclosure
// inside the access to `d`, so it rejects the overlapping accesses before anything runs.
print("this program must not run")
func count(_ words: [String]) -> [String: Int] {
    var d: [String: Int] = [:]
    for word in words {
        d[word, default: d.count] += 1
    }
    return d
}
print(count(["a", "b", "a"]))

// expect error: overlapping accesses to 'd', but modification requires exclusive access; consider copying to a local variable
