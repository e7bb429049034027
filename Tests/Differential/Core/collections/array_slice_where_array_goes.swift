// An ArraySlice goes wherever Swift takes any Sequence: Array(_:), Set(_:), +, +=, zip, for-in;
// Sequence's suffix(_:) and dropLast(_:) give an Array where the context wants one.
let a = [1, 2, 3, 4, 5]
let tail = a[1...]
print(Array(tail), tail.reduce(0, +), tail.map { $0 * 2 }, tail.max()!, tail.sorted(), Set(tail).count)
var b = [0]
b += tail
b.append(contentsOf: a[..<2])
print(b, Array(a.dropFirst()), a.prefix(2) + a.suffix(2))
print(zip(tail, a).map { $0 + $1 }, tail.enumerated().map { $0.element }, tail.firstIndex(of: 3)!)
for x in tail { print(x, terminator: x == 5 ? "\n" : " ") }
func g<C: Collection>(_ c: C) -> Int { c.count }
print(g(tail), g(a))
print(max(a[0...1].max()!, 3), tail.contains(3), tail.last!, Array(tail.reversed()))
print(type(of: a.prefix(2) + a.suffix(2)), type(of: tail + [6]), type(of: [0] + tail))
let u: [Int] = Array(a[2...])
print(u, a.starts(with: [1, 2]), tail.starts(with: [2]), a.elementsEqual(tail), tail.elementsEqual([2, 3, 4, 5]))
let xs2 = [1, 2, 3, 4, 5]
let last: [Int] = xs2.suffix(2)
let most: [Int] = xs2.dropLast()
func total(_ values: [Int]) -> Int { values.reduce(0, +) }
print(last, most, total(xs2.suffix(3)), total(xs2.dropLast(3)))
print(type(of: xs2.suffix(2)), type(of: last), xs2.suffix(2).startIndex)

// expect: [2, 3, 4, 5] 14 [4, 6, 8, 10] 5 [2, 3, 4, 5] 4
// expect: [0, 2, 3, 4, 5, 1, 2] [2, 3, 4, 5] [1, 2, 4, 5]
// expect: [3, 5, 7, 9] [2, 3, 4, 5] 2
// expect: 2 3 4 5
// expect: 4 5
// expect: 3 true 5 [5, 4, 3, 2]
// expect: ArraySlice<Int> ArraySlice<Int> Array<Int>
// expect: [3, 4, 5] true true false true
// expect: [4, 5] [1, 2, 3, 4] 12 3
// expect: ArraySlice<Int> Array<Int> 3
