// A program protocol's extension bounded by `Self: Sequence` sees self as a sequence: `Element`
// (bound per conformer), `reduce`, `map`, `filter`, `for x in self`, `contains`; a same-type clause
// on `Self.Element` fixes the element; arrays and a program's own sequence get the members.
protocol Summable {}
extension Array: Summable where Element == Int {}
extension Summable where Self: Sequence, Self.Element == Int {
    func total() -> Int { reduce(0, +) }
}
protocol Listing {}
extension Listing where Self: Sequence {
    func doubled() -> [Element] { map { $0 } + map { $0 } }
    func listed() -> String {
        var parts: [String] = []
        for x in self { parts.append("\(x)") }
        return parts.joined(separator: ",")
    }
    func kept(_ keep: (Element) -> Bool) -> [Element] { filter(keep) }
}
extension Listing where Self: Sequence, Element: Equatable {
    func has(_ x: Element) -> Bool { contains(x) }
}
struct Countdown: Sequence, IteratorProtocol, Listing {
    var n: Int
    mutating func next() -> Int? {
        if n == 0 { return nil }
        defer { n -= 1 }
        return n
    }
}
extension Array: Listing {}
extension Set: Listing {}
print([1, 2, 3].total())
let a = [3, 1, 2]
print(a.doubled(), a.listed(), a.kept { $0 > 1 }, a.has(2), a.has(7))
print(["x", "y"].listed(), ["x", "y"].doubled())
let c = Countdown(n: 3)
print(c.doubled(), c.listed(), c.kept { $0 != 2 }, c.has(1))
print(Set([5]).listed())

// expect: 6
// expect: [3, 1, 2, 3, 1, 2] 3,1,2 [3, 2] true false
// expect: x,y ["x", "y", "x", "y"]
// expect: [3, 2, 1, 3, 2, 1] 3,2,1 [3, 1] true
// expect: 5
