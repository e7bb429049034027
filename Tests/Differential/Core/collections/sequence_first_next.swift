// `sequence(first:next:)`: its first element, then `next` of the one before, until nil; an
// endless one is read only as far as `first(where:)`, `contains` or `allSatisfy` need.
let text = "one two three four five"
let start = text.index(text.startIndex, offsetBy: 12)
let space = sequence(first: start, next: { text.index(before: $0) }).first(where: { text[$0] == " " })
if let space { print(text[text.startIndex..<space]) }
let powers = sequence(first: 1) { $0 * 2 }
print(powers.first { $0 > 1000 } ?? 0, powers.contains(64), powers.contains { $0 > 100 }, powers.allSatisfy { $0 < 50 })
let countdown = sequence(first: 3) { $0 > 0 ? $0 - 1 : nil }
print(Array(countdown), countdown.map { $0 * 10 }, countdown.reduce(0, +))
for n in countdown where n % 2 == 1 { print(n) }

// expect: one two
// expect: 1024 true true false
// expect: [3, 2, 1, 0] [30, 20, 10, 0] 6
// expect: 3
// expect: 1
