// Foundation's `components(separatedBy:)` with a `CharacterSet` splits at each of its
// characters (two in a row leave an empty piece), beside the one that takes a `String`.
import Foundation

let text = "10\n20\n\n30 40"
print(text.components(separatedBy: .newlines))
print(text.components(separatedBy: CharacterSet.whitespacesAndNewlines))
print(text.components(separatedBy: "\n\n"))
let separator = "0"
print(text.components(separatedBy: separator))
print("a,b;;c".components(separatedBy: CharacterSet(charactersIn: ",;")))
let totals = "1000\n2000\n\n4000\n\n5000\n6000".components(separatedBy: "\n\n").map {
    $0.components(separatedBy: .newlines).compactMap { Int($0) }.reduce(0, +)
}
print(totals, totals.max() ?? 0)

// expect: ["10", "20", "", "30 40"]
// expect: ["10", "20", "", "30", "40"]
// expect: ["10\n20", "30 40"]
// expect: ["1", "\n2", "\n\n3", " 4", ""]
// expect: ["a", "b", "", "c"]
// expect: [3000, 4000, 11000] 11000
