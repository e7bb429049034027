// Slices of a Set, a Dictionary and a ClosedRange and a String's indices read as sequences: mapped,
// sorted, reversed, zipped, made into a Set or a Dictionary, enumerated.
let d = ["a": 1]
let top = Dictionary(uniqueKeysWithValues: d.prefix(1).map { ($0.key, $0.value) })
print(top)
let s: Set<Int> = [3]
print(s.dropFirst(0).sorted(), s.prefix(1).max()!, s.prefix(1).filter { $0 > 1 }, Set(s.prefix(1)))
let r = 1...10
print(r.prefix(3).reversed().map { $0 }, r.dropFirst(8).sorted(by: >), Array(r.suffix(3)).count)
print(r.prefix(2).contains(2), r.prefix(2).isEmpty, r.dropLast(9).last!, r.prefix(3).reduce(0, +))
let text = "hello world"
print(text.indices.filter { text[$0] == "o" }.count, Array(zip(text.indices, text))[1].1)
print(Array(text.indices.prefix(2)).map { text[$0] })
for (n, i) in text.indices.enumerated() where n < 2 { print(n, text[i]) }
print(s.prefix(1).first.map { $0 + 1 } ?? 0, d.dropFirst(0).contains { $0.key == "a" })
print(r.dropFirst(5).lazy.map { $0 * 2 }.first!)

// expect: ["a": 1]
// expect: [3] 3 [3] [3]
// expect: [3, 2, 1] [10, 9] 3
// expect: true false 1 6
// expect: 2 e
// expect: ["h", "e"]
// expect: 0 h
// expect: 1 e
// expect: 4 true
// expect: 12
