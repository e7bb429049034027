// A MutableCollection parameter's elements assigned through its subscript: an array's, a slice's at its base's positions, and an own collection's setter.
func zero<C: MutableCollection>(_ c: inout C) where C.Element == Int {
    c[c.startIndex] = 0
}
func bump<C: MutableCollection>(_ c: inout C) where C.Element == Int {
    var i = c.startIndex
    while i != c.endIndex {
        c[i] += 1
        i = c.index(after: i)
    }
}
func swapEnds<C: MutableCollection & BidirectionalCollection>(_ c: inout C) {
    guard !c.isEmpty else { return }
    let last = c.index(before: c.endIndex)
    c.swapAt(c.startIndex, last)
}
func fill<C: MutableCollection>(_ c: inout C, with v: C.Element) {
    for i in c.indices { c[i] = v }
}
var a = [5, 6, 7]
zero(&a)
print(a)
bump(&a)
print(a)
swapEnds(&a)
print(a)
var s = a[1...]
zero(&s)
print(s, a)
var names = ["x", "y", "z"]
swapEnds(&names)
print(names)
fill(&names, with: "q")
print(names)

// expect: [0, 6, 7]
// expect: [1, 7, 8]
// expect: [8, 7, 1]
// expect: [0, 1] [8, 7, 1]
// expect: ["z", "y", "x"]
// expect: ["q", "q", "q"]
