// `SubSequence` in extensions of Collection and BidirectionalCollection: a method, an optional, a tuple,
// an array of them and a property give the receiver's own cut (Substring, ArraySlice, Range), from
// `self[a..<b]`, `self[..<i]`, `dropFirst()`, `prefix(n)`, `suffix(2)`, with `index(before:)` and
// `formIndex(after:)`; through a generic parameter too.
extension Collection {
    func tail() -> SubSequence { dropFirst() }
    func halves() -> (SubSequence, SubSequence) {
        let mid = index(startIndex, offsetBy: count / 2)
        return (self[..<mid], self[mid...])
    }
    func firstCut(_ n: Int) -> SubSequence? { count >= n ? prefix(n) : nil }
    func chunks(_ size: Int) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: Swift.min(size, distance(from: start, to: endIndex)))
            result.append(self[start..<end])
            start = end
        }
        return result
    }
}
extension BidirectionalCollection {
    func dropEnds() -> SubSequence {
        guard count >= 2 else { return self[startIndex..<startIndex] }
        return self[index(after: startIndex)..<index(before: endIndex)]
    }
    var lastTwo: SubSequence { suffix(2) }
    func inner() -> SubSequence { dropFirst().dropLast() }
    func trimming(while predicate: (Element) -> Bool) -> SubSequence {
        var start = startIndex
        var end = endIndex
        while start != end && predicate(self[start]) { formIndex(after: &start) }
        while start != end {
            let before = index(before: end)
            if !predicate(self[before]) { break }
            end = before
        }
        return self[start..<end]
    }
}
func viaGeneric<C: BidirectionalCollection>(_ c: C) -> C.SubSequence { c.inner() }

let s = "hello brave world"
print(s.tail(), type(of: s.tail()), [1, 2, 3].tail(), type(of: [1, 2, 3].tail()))
print(s.halves(), [1, 2, 3, 4, 5].halves())
print(s.firstCut(3) ?? "none", "ab".firstCut(3) ?? "none", (1..<10).firstCut(2) ?? 0..<0)
print(s.chunks(5), [1, 2, 3, 4, 5].chunks(2))
print(s.dropEnds(), "[\("x".dropEnds())]", [1, 2, 3].dropEnds(), s.lastTwo, [7, 8, 9].lastTwo)
let cut = s.dropEnds()
print(s[cut.startIndex], cut.tail().startIndex == s.index(s.startIndex, offsetBy: 2))
print(viaGeneric("abcd"), viaGeneric([1, 2, 3, 4]), Array((1...5).inner()), (0..<4).inner())
print("[\("  two words ".trimming { $0 == " " })]", [0, 1, 0, 2, 0].trimming { $0 == 0 }, type(of: "x".trimming { _ in false }))
print(s.dropFirst(6).trimming { $0 != " " }, s.dropFirst(6).tail(), s.dropFirst(6).chunks(4))

// expect: ello brave world Substring [2, 3] ArraySlice<Int>
// expect: ("hello br", "ave world") (ArraySlice([1, 2]), ArraySlice([3, 4, 5]))
// expect: hel none 1..<3
// expect: ["hello", " brav", "e wor", "ld"] [ArraySlice([1, 2]), ArraySlice([3, 4]), ArraySlice([5])]
// expect: ello brave worl [] [2] ld [8, 9]
// expect: e true
// expect: bc [2, 3] [2, 3, 4] 1..<3
// expect: [two words] [1, 0, 2] Substring
// expect:   rave world ["brav", "e wo", "rld"]
