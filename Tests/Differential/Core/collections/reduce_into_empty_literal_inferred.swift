// `reduce(into: [:])` and `reduce(into: [])` take their type from the update closure, as swiftc infers
// it: counts, doubled elements, groups by length, Double totals, keys of another type.
let xs = [3, 1, 4, 1, 5]
let freq = xs.reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(freq.keys.sorted().map { "\($0):\(freq[$0]!)" }, type(of: freq))
let doubled = xs.reduce(into: []) { $0.append($1 * 2) }
print(doubled, type(of: doubled))
let words = ["ab", "c", "de", "fgh"]
let byLength = words.reduce(into: [:]) { $0[$1.count, default: []].append($1) }
print(byLength.keys.sorted().map { "\($0)=\(byLength[$0]!)" }, type(of: byLength))
let total = words.reduce(into: [:]) { $0[$1, default: 0.0] += 1.5 }
print(total.keys.sorted().map { total[$0]! }, type(of: total))
let firsts = words.reduce(into: [:]) { $0[$1.first!] = $1 }
print(firsts.keys.sorted(), type(of: firsts))
let lens = words.reduce(into: [:]) { $0[$1] = $1.count }
print(lens.sorted(by: { $0.key < $1.key }).map(\.value))
let seen = "banana".reduce(into: [:]) { counts, c in counts[c, default: 0] += 1 }
print(seen.sorted(by: { $0.key < $1.key }).map { "\($0.key)\($0.value)" }.joined())

// expect: ["1:2", "3:1", "4:1", "5:1"] Dictionary<Int, Int>
// expect: [6, 2, 8, 2, 10] Array<Int>
// expect: ["1=[\"c\"]", "2=[\"ab\", \"de\"]", "3=[\"fgh\"]"] Dictionary<Int, Array<String>>
// expect: [1.5, 1.5, 1.5, 1.5] Dictionary<String, Double>
// expect: ["a", "c", "d", "f"] Dictionary<Character, String>
// expect: [2, 1, 2, 3]
// expect: a3b1n2
