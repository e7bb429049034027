// A stride and a zip are only sequences: a Collection extension's member is not theirs.
print("this program must not run")
extension Collection {
    var secondItem: Element? { count > 1 ? self[index(after: startIndex)] : nil }
}
extension Sequence {
    var countAll: Int { var n = 0; for _ in self { n += 1 }; return n }
}
print(stride(from: 0, to: 4, by: 1).countAll)
print(stride(from: 0, to: 10, by: 2).secondItem ?? 0)
print(zip([1], [2]).secondItem == nil)

// expect error: value of type 'StrideTo<Int>' has no member 'secondItem'
