// A program's Sequence and Collection extensions reach the library's wrappers: strides, zips,
// lazy sequences, maps and filters, reversed and enumerated collections, each as deep as Swift
// makes it conform.
extension Sequence where Element == Int {
    func total() -> Int { reduce(0, +) }
}
extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
extension Sequence {
    var countAll: Int { var n = 0; for _ in self { n += 1 }; return n }
    func describeAll() -> String { map { "\($0)" }.joined(separator: ",") }
}
extension Collection {
    var secondItem: Element? { count > 1 ? self[index(after: startIndex)] : nil }
    func middle() -> Element? { isEmpty ? nil : self[index(startIndex, offsetBy: count / 2)] }
}
extension BidirectionalCollection {
    var lastTwo: [Element] { Array(suffix(2)) }
}
extension RandomAccessCollection {
    var size: Int { count }
}
print(stride(from: 0, to: 10, by: 2).total())
print(stride(from: 1.0, through: 2.0, by: 0.5).sum())
print(stride(from: 3, through: 9, by: 3).countAll)
print([1, 2, 3].lazy.total())
print([10, 20, 30].lazy.middle() ?? 0)
print([1, 2, 3].lazy.lastTwo, [1, 2, 3].lazy.size)
print(stride(from: 0, to: 4, by: 1).lazy.total())
let a = [1, 2, 3], b = ["x", "y"]
print(zip(a, b).countAll)
print(zip(a, b).describeAll())
print((1...3).reversed().total())
print((1...3).reversed().secondItem ?? -1)
print((1...3).reversed().lastTwo, (1...3).reversed().size)
print("ab".reversed().describeAll())
print(String("abc".reversed().middle()!))
print([10, 20].enumerated().countAll)
print([10, 20, 30].enumerated().middle()!.element, [10, 20].enumerated().size)
print(Set([5]).enumerated().secondItem == nil)
print([[1, 2], [3]].joined().total(), [[1, 2], [3]].joined().lastTwo)
var calls = 0
let tens = [1, 2, 3].lazy.map { x -> Int in calls += 1; return x * 10 }
print(tens.total(), calls, tens.secondItem ?? 0, tens.size)
let evens = [1, 2, 3, 4].lazy.filter { $0 % 2 == 0 }
print(evens.total(), evens.secondItem ?? 0, stride(from: 0, to: 3, by: 1).lazy.map { $0 * 2 }.total())

// expect: 20
// expect: 4.5
// expect: 3
// expect: 6
// expect: 20
// expect: [2, 3] 3
// expect: 6
// expect: 2
// expect: (1, "x"),(2, "y")
// expect: 6
// expect: 2
// expect: [2, 1] 3
// expect: b,a
// expect: b
// expect: 2
// expect: 20 2
// expect: true
// expect: 6 [2, 3]
// expect: 60 3 20 3
// expect: 6 4 6
