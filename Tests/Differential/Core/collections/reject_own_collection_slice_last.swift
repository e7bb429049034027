// A Slice is a BidirectionalCollection only when its base is: a cut of a collection that only
// steps forwards has no `last`, as its base has none.
print("this program must not run")
struct Ring: Collection {
    var items: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i] }
}
let r = Ring(items: [1, 2, 3, 4])
let d = r.dropFirst()
print(d.first ?? 0)
print(d.last ?? 0)

// expect error: referencing property 'last' on 'Slice' requires that 'Ring' conform to 'BidirectionalCollection'
