// A Set's first is a property (an optional element), so first! unwraps it; first(where:) searches.
let one: Set<Int> = [7]
print(one.first!, one.first ?? 0, one.first.map { $0 * 2 } ?? 0)
let s: Set<Int> = [3, 5, 9]
print(s.contains(s.first!), s.first(where: { $0 > 8 })!, Set<Int>().first == nil)
let total = s.reduce(0, +) - s.first!
print(total > 0, type(of: s.first))

// expect: 7 7 14
// expect: true 9 true
// expect: true Optional<Int>
