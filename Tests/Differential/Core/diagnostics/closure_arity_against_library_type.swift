// A closure naming more or fewer parameters than a library method passes: swiftc names the
// closure type as the standard library declares it, `throws` and all.
print("this program must not run")
let numbers = [3, 1, 2]
let big = numbers.filter { a, b in a > b }
let ordered = numbers.sorted { a in a > 0 }
let total = numbers.reduce(0) { sum in sum + 1 }
let place = numbers.firstIndex { a, b in a > b }
let least = numbers.min { a in a > 0 }
let rest = numbers.drop { (a: Int, b: Int) in a > b }
numbers.forEach { a, b in print(a + b) }
print(big, ordered, total, place, least, rest)

// expect error: contextual closure type '(Int) throws -> Bool' expects 1 argument, but 2 were used in closure body
