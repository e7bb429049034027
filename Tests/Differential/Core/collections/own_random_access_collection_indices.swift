// A program's own RandomAccessCollection indexed by Int from 3: its `indices` are the Range<Int>
// from startIndex to endIndex (Swift's default for a strideable index), a merely bidirectional
// one's a DefaultIndices; moves and distances count in its own indices.
struct Squares: RandomAccessCollection {
    var startIndex: Int { 3 }
    var endIndex: Int { 6 }
    subscript(i: Int) -> Int { i * i }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
}
let r = Squares()
print(r.indices, type(of: r.indices), Array(r.indices), r.indices.map { r[$0] })
print(r.index(3, offsetBy: 2), r.distance(from: 5, to: 3), r.first as Any, r.last as Any, r.firstIndex(of: 16) as Any)
struct Cubes: BidirectionalCollection {
    var startIndex: Int { 1 }
    var endIndex: Int { 4 }
    subscript(i: Int) -> Int { i * i * i }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
}
print(type(of: Cubes().indices), Array(Cubes().indices), Cubes().indices.last as Any)

// expect: 3..<6 Range<Int> [3, 4, 5] [9, 16, 25]
// expect: 5 -2 Optional(9) Optional(25) Optional(4)
// expect: DefaultIndices<Cubes> [1, 2, 3] Optional(3)
