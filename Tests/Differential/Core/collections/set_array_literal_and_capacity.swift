// `Set(arrayLiteral:)` and `Array(arrayLiteral:)` take their elements as a variadic list (the
// element type from them or from the context), and `init(minimumCapacity:)` makes an empty set
// or dictionary with room for that many.
var names = Set(arrayLiteral: "b")
names.insert("a")
print(names.sorted(), Set(arrayLiteral: 1, 2, 2).count, Array(arrayLiteral: 3, 4))
var roster = [Int: Set<String>](minimumCapacity: 4)
roster[1] = Set(arrayLiteral: "x", "y")
print(roster[1]?.sorted() ?? [], roster.count, Set<Int>(minimumCapacity: 2).isEmpty, [String: Int](minimumCapacity: 0))
let scores: Set<Double> = Set(arrayLiteral: 1, 2)
print(scores.sorted())

// expect: ["a", "b"] 2 [3, 4]
// expect: ["x", "y"] 1 true [:]
// expect: [1.0, 2.0]
