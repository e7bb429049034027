// Type names qualified by the standard library's module: a generic parameter named like the
// protocol it is constrained to, nested and generic types, and optionals, all written Swift.X.
struct Box<Equatable: Swift.Equatable> {
    var value: Equatable
    func same(_ other: Equatable) -> Swift.Bool { value == other }
}

struct Tally<Element: Swift.Hashable> {
    var counts: Swift.Dictionary<Element, Swift.Int> = [:]
    mutating func add(_ element: Element) { counts[element, default: 0] += 1 }
}

let number: Swift.Int = 3
let words: Swift.Array<Swift.String> = ["a", "b"]
let scores: Swift.Dictionary<Swift.String, Swift.Double> = ["k": 1.5]
let missing: Swift.Optional<Swift.Int> = nil
let box = Box(value: "s")
var tally = Tally<Swift.Character>()
for letter in "abracadabra" { tally.add(letter) }
print(number, words, scores, missing as Any)
print(box.same("s"), box.same("t"))
print(tally.counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))

// expect: 3 ["a", "b"] ["k": 1.5] nil
// expect: true false
// expect: a5 b2 c1 d1 r2
