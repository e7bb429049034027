// A Sequence whose iterator is written `IndexingIterator<[T]>`, the array's own iterator.
struct Bag<T>: Sequence {
    var items: [T]
    func makeIterator() -> IndexingIterator<[T]> { items.makeIterator() }
}
let bag = Bag(items: [3, 1, 2])
for x in bag { print(x) }
print(bag.map { $0 * 2 }, bag.reduce(0, +), bag.sorted(), Array(Bag(items: ["x", "y"])))
var it = bag.makeIterator()
print(it.next() as Any, it.next() as Any)

// expect: 3
// expect: 1
// expect: 2
// expect: [6, 2, 4] 6 [1, 2, 3] ["x", "y"]
// expect: Optional(3) Optional(1)
