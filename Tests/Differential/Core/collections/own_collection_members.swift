// A program's own Collection (startIndex, endIndex, index(after:), subscript) has the library's collection members.
struct Ring: Collection {
    var items: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i] }
}
let w = Ring(items: [3, 1, 2])
print(w.first!, w.count, w.isEmpty, Ring(items: []).isEmpty, Ring(items: []).first as Any)
print(w.map { $0 * 2 })
print(Array(w))
for x in w { print(x) }
print(Array(w.reversed()), w.reversed())
print(w.contains(2), w.contains(9), w.firstIndex(of: 2)!, w.firstIndex(of: 7) as Any)
print(w.filter { $0 > 1 }, w.reduce(0, +), w.sorted(), w.min()!, w.max()!)
struct Letters: Collection {
    let text: [String]
    let startIndex = 0
    var endIndex: Int { text.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> String { text[position].uppercased() }
}
let letters = Letters(text: ["a", "b", "c"])
print(letters.joined(separator: "-"), letters.count, Array(letters), letters.contains("B"))
print(letters.enumerated().map { "\($0.offset)\($0.element)" })

// expect: 3 3 false true nil
// expect: [6, 2, 4]
// expect: [3, 1, 2]
// expect: 3
// expect: 1
// expect: 2
// expect: [2, 1, 3] [2, 1, 3]
// expect: true false 2 nil
// expect: [3, 2] 6 [1, 2, 3] 1 3
// expect: A-B-C 3 ["A", "B", "C"] true
// expect: ["0A", "1B", "2C"]
