// A program's forward-only Collection has no `last` or `index(before:)`, but Sequence's
// reversed() (an Array) and Collection's dropLast and suffix are its, stepping
// forward through its index(after:) only; a generic body over C: Collection reads it the same way.
struct Evens: Collection {
    var startIndex: Int { 2 }
    var endIndex: Int { 10 }
    func index(after i: Int) -> Int { i + 2 }
    subscript(i: Int) -> Int { i * 10 }
}
let e = Evens()
print(e.reversed(), type(of: e.reversed()))
print(Array(e.dropLast()), e.dropLast(2).endIndex, Array(e.suffix(2)), e.suffix(2).startIndex)
print(e.first as Any, e.count, e.index(e.startIndex, offsetBy: 3), e.distance(from: 4, to: 10))
func backwards<C: Collection>(_ c: C) -> [C.Element] { c.reversed() }
func allButLast<C: Collection>(_ c: C) -> [C.Element] { Array(c.dropLast()) }
print(backwards(e), allButLast(e))

// expect: [80, 60, 40, 20] Array<Int>
// expect: [20, 40, 60] 6 [60, 80] 6
// expect: Optional(20) 4 8 3
// expect: [80, 60, 40, 20] [20, 40, 60]
