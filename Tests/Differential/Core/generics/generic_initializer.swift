// A generic initialiser with a where clause on the sequence's elements.
struct Total {
    var value: Int
    init<S: Sequence>(_ numbers: S) where S.Element == Int {
        value = numbers.reduce(0, +)
    }
}
print(Total([1, 2, 3]).value, Total(1...10).value, Total(Set([4, 4, 5])).value)

// expect: 6 55 9
