// Everyday collection calls: grouping, counting with reduce(into:), searching, min/max by a key.
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byInitial = Dictionary(grouping: words, by: { $0.first! })
for k in byInitial.keys.sorted() { print(k, byInitial[k]!) }
let lengths = Dictionary(words.map { ($0.count, 1) }, uniquingKeysWith: +)
print(lengths.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })
let freq = [3, 1, 4, 1, 5].reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
print(freq.keys.sorted().map { "\($0)x\(freq[$0]!)" })
let xs = [10, 20, 30, 20]
print(xs.firstIndex(of: 20) ?? -1, xs.lastIndex(of: 20) ?? -1, xs.firstIndex(where: { $0 > 15 }) as Any)
print(xs.allSatisfy { $0 % 10 == 0 }, xs.contains(where: { $0 > 25 }), [Int]().allSatisfy { $0 > 100 })
print(words.max(by: { $0.count < $1.count })!, words.min { $0.count < $1.count }!)
print(Array(stride(from: 10, through: 0, by: -5)), String(255, radix: 16), Int(exactly: 3.5) as Any)

// expect: a ["apple", "avocado"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: ["5=1", "6=2", "7=1", "9=1"]
// expect: ["1x2", "3x1", "4x1", "5x1"]
// expect: 1 3 Optional(1)
// expect: true true true
// expect: blueberry apple
// expect: [10, 5, 0] ff nil
