// reduce(into:) with an empty [] or [:] takes its accumulator's type from the closure, as swiftc
// infers it: values of the element's type, keys and values of its properties' types, Bools,
// sets and arrays of other types; a struct, a Set, a tuple and a String accumulate too.
struct P { var name: String; var age: Int }
let people = [P(name: "a", age: 3), P(name: "b", age: 5), P(name: "a", age: 7)]
let byName = people.reduce(into: [:]) { $0[$1.name] = $1.age }
print(byName.sorted { $0.key < $1.key })
let latest = people.reduce(into: [:]) { $0[$1.name] = $1 }
print(latest["a"]!.age)
let ages = people.reduce(into: []) { $0.append($1.age) }
let names = [1, 2, 3].reduce(into: []) { $0.append(String($1)) }
print(ages, names)
let evens = [1, 2, 3, 4].reduce(into: [:]) { $0[$1 % 2 == 0, default: []].append($1) }
print(evens[true]!, evens[false]!)
let sums = people.reduce(into: [:]) { $0[$1.name, default: 0.0] += Double($1.age) }
print(sums["a"]!)
let sets = [1, 2, 2].reduce(into: [:]) { $0[$1, default: Set<Int>()].insert($1 * 10) }
print(sets[2]!)
let labels = people.reduce(into: [:]) { $0[$1.name, default: [String]()].append("\($1.age)") }
print(labels["a"]!)
let big = [1, 2].reduce(into: [:]) { $0[$1] = $1 > 1 }
print(big[2]!, big[1]!)
let truncated = [1.5, 2.5].reduce(into: []) { $0.append(Int($1)) }
print(truncated)
let t = [1, 2, 3].reduce(into: (min: Int.max, max: Int.min)) { $0.min = Swift.min($0.min, $1); $0.max = Swift.max($0.max, $1) }
print(t, t.min)
let letters = "hello".reduce(into: Set<Character>()) { $0.insert($1) }
print(letters.count)
struct Stats { var n = 0; var total = 0.0 }
print([1.5, 2.5].reduce(into: Stats()) { $0.n += 1; $0.total += $1 })
print([1, 2].reduce(into: "") { $0 += "\($1)," })

// expect: [(key: "a", value: 7), (key: "b", value: 5)]
// expect: 7
// expect: [3, 5, 7] ["1", "2", "3"]
// expect: [2, 4] [1, 3]
// expect: 10.0
// expect: [20]
// expect: ["3", "7"]
// expect: true false
// expect: [1, 2]
// expect: (min: 1, max: 3) 1
// expect: 4
// expect: Stats(n: 2, total: 4.0)
// expect: 1,2,
