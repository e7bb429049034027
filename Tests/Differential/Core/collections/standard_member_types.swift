// Member types of the standard library's generic types written as types: a dictionary's Keys,
// Values, Element and Index, an array's Element, Index and SubSequence, sugared or not.
let stock = ["pens": 4, "cups": 2, "maps": 7]
let names: Dictionary<String, Int>.Keys = stock.keys
let counts: [String: Int].Values = stock.values
print(names.sorted(), counts.sorted())
func total(_ values: Dictionary<String, Int>.Values) -> Int { values.reduce(0, +) }
print(total(stock.values))
let entry: [String: Int].Element = (key: "ink", value: 1)
print(entry.key, entry.value)
let best: Dictionary<String, Int>.Index = stock.index(forKey: "maps") ?? stock.startIndex
print(stock[best].key, stock[best].value)
let i: Array<Double>.Index = 1
let x: [Double].Element = 2
let scores = [1.5, 2.5, 3.5]
print(scores[i] * x)
let tail: [Double].SubSequence = scores[1...]
print(tail, tail.startIndex)
let k: Dictionary<String, Int>.Key = "pens"
let v: [String: Int].Value = stock[k, default: 0]
print(k, v)
let member: Set<Int>.Element = 4
let letter: String.Element = "q"
let wrapped: Range<Double>.Bound = 9
let bound: ClosedRange<Int>.Bound = 3
let r: Range<Int>.Index = 5
print(member, letter, wrapped, bound, r)

// expect: ["cups", "maps", "pens"] [2, 4, 7]
// expect: 13
// expect: ink 1
// expect: maps 7
// expect: 5.0
// expect: [2.5, 3.5] 1
// expect: pens 4
// expect: 4 q 9.0 3 5
