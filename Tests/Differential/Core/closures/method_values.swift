// Methods of the standard library named as values: the function is bound to the receiver when
// named, a compound name picks the overload by its labels, and a `rethrows` method's value throws.
let xs = [3, 1, 4, 1, 5]
let has = xs.contains
print(has(4), has(7), type(of: has))
let firstOver = xs.first(where:)
print(try firstOver { $0 > 3 } as Any)
print(type(of: firstOver))
let ordered = xs.sorted(by:)
print(try ordered(>))
let biggest = xs.max
print(biggest() as Any)
let names = ["ann", "bob", "cy"]
let joiner = names.joined(separator:)
print(joiner("-"), type(of: joiner))
print(names.map(\.count), names.map(String.init(describing:)))
print(["an", "bo"].map("bob".hasPrefix))
let wanted: Set = [1, 5]
print(xs.filter(wanted.contains))
var counter = [1, 2]
let snapshot = counter.contains
counter.append(3)
print(snapshot(3), counter.contains(3))

// expect: true false (Int) -> Bool
// expect: Optional(4)
// expect: ((Int) throws -> Bool) throws -> Optional<Int>
// expect: [5, 4, 3, 1, 1]
// expect: Optional(5)
// expect: ann-bob-cy (String) -> String
// expect: [3, 3, 2] ["ann", "bob", "cy"]
// expect: [false, true]
// expect: [1, 1, 5]
// expect: false true
