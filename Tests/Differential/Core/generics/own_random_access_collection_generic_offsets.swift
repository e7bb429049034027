// A program's own RandomAccessCollection starting at index 3: Collection's default index(_:offsetBy:) and
// distance(from:to:), its Slice, and the same defaults inside a generic body and a RandomAccessCollection extension
// (a middle index of 5, not the offset 2).
struct Buf: RandomAccessCollection {
    var items: [Int]
    var startIndex: Int { 3 }
    var endIndex: Int { 3 + items.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int { items[i - 3] }
}
let b = Buf(items: [3, 1, 2, 9])
print(b.index(b.startIndex, offsetBy: 2), b.distance(from: 3, to: 6))
let s = b[4...]
print(s.startIndex, Array(s), s.count, s.first as Any)
func mid<C: RandomAccessCollection>(_ c: C) -> C.Element { c[c.index(c.startIndex, offsetBy: c.count / 2)] }
print(mid(b))
func sub<C: Collection>(_ c: C) -> [C.Element] { Array(c.dropFirst()) }
print(sub(b), sub(s))
extension RandomAccessCollection { func middle() -> Index { index(startIndex, offsetBy: count / 2) } }
print(b.middle(), b.sorted(), b.reversed().map { $0 })

// expect: 5 3
// expect: 4 [1, 2, 9] 3 Optional(1)
// expect: 2
// expect: [1, 2, 9] [2, 9]
// expect: 5 [1, 2, 3, 9] [9, 2, 1, 3]
