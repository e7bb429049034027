// A generic `while i < c.endIndex` walk reads a lazy map's bounds and count without calling its transform, as swiftc does
var calls = 0
func walk<C: Collection>(_ c: C) -> Int {
    var i = c.startIndex
    var steps = 0
    while i < c.endIndex {
        steps += 1
        i = c.index(after: i)
    }
    return steps + c.count + (c.isEmpty ? 1 : 0)
}
let doubled = (0..<40).lazy.map { (x: Int) -> Int in calls += 1; return x * 2 }
print(walk(doubled), calls)
let words = ["añb", "€", "naïve"].lazy.map { (w: String) -> Int in calls += 1; return w.count }
print(walk(words), calls)
print(walk(10..<14), walk([7, 8, 9]), walk(Set([5])), walk("añb€ naïve"))

// expect: 80 0
// expect: 6 0
// expect: 8 6 2 20
