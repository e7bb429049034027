// `for x in repeat each xs` (Swift 6.0) walks a pack; the pattern is evaluated as each
// element's turn comes, interleaved with the body, and `break` leaves early.
func made<T>(_ value: T) -> T {
    print("make", value)
    return value
}
func walk<each T>(_ items: repeat each T) {
    for item in repeat made(each items) {
        print("body", item)
    }
}
walk(1, "x", 2.5)
func count<each T>(_ items: repeat each T) -> Int {
    var n = 0
    for _ in repeat each items { n += 1 }
    return n
}
print(count(), count(1), count("a", "b", 3))
func firstTwo<each T>(_ items: repeat each T) {
    var seen = 0
    for item in repeat each items {
        if seen == 2 { break }
        print(item)
        seen += 1
    }
}
firstTwo(true, "b", 3)

// expect: make 1
// expect: body 1
// expect: make x
// expect: body x
// expect: make 2.5
// expect: body 2.5
// expect: 0 1 3
// expect: true
// expect: b
