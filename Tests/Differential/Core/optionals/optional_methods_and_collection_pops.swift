// Optional chaining through methods, dictionaries of optionals, popLast and removeLast, max(by:)
// over pairs.
import Foundation
let words: [String]? = ["alpha", "beta"]
print(words?.first?.uppercased() ?? "-", words?.count ?? 0, words?.last?.count as Any)
let scores = ["a": 3, "b": nil, "c": 5] as [String: Int?]
print(scores.filter { $0.value != nil }.keys.sorted(), scores.values.compactMap { $0 }.sorted())
var stack = [1, 2, 3]
let top = stack.popLast(), second = stack.removeLast()
print(top as Any, second, stack, stack.firstIndex(where: { $0 > 0 }) as Any)
let pairs = ["x": 3, "y": 9, "z": 1]
print(pairs.max(by: { $0.value < $1.value })!.key, pairs.sorted(by: { $0.1 > $1.1 }).map(\.0))

// expect: ALPHA 2 Optional(4)
// expect: ["a", "c"] [3, 5]
// expect: Optional(3) 2 [1] Optional(0)
// expect: y ["y", "x", "z"]
