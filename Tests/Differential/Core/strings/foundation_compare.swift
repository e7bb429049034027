// Foundation's three-way comparisons of strings: `compare(_:)`, `caseInsensitiveCompare(_:)`,
// `localizedCompare(_:)` (lowercase before uppercase when letters tie), giving a ComparisonResult.
import Foundation
let r = "apple".compare("banana")
print(r, r.rawValue, ComparisonResult.orderedSame.rawValue, type(of: r))
print(r == .orderedAscending, "b".compare("a") == .orderedDescending, "a".compare("a") == .orderedSame)
print("Apple".caseInsensitiveCompare("apple") == .orderedSame, "a".localizedCompare("B") == .orderedAscending)
switch "x".compare("y") {
case .orderedAscending: print("asc")
case .orderedSame: print("same")
case .orderedDescending: print("desc")
}
let words = ["b", "A", "a", "B", "c", "ab", "aB", "Ab", "a b", "a-b", "Z"]
print(words.sorted { $0.localizedCompare($1) == .orderedAscending })
print(words.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
print(words.sorted { $0.compare($1) == .orderedAscending })
print(words.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print("a".localizedCompare("A").rawValue, "A".localizedCompare("a").rawValue)
print([r])
debugPrint(r)

// expect: orderedAscending -1 0 ComparisonResult
// expect: true true true
// expect: true true
// expect: asc
// expect: ["a", "A", "a b", "a-b", "ab", "aB", "Ab", "b", "B", "c", "Z"]
// expect: ["A", "a", "a b", "a-b", "ab", "aB", "Ab", "b", "B", "c", "Z"]
// expect: ["A", "Ab", "B", "Z", "a", "a b", "a-b", "aB", "ab", "b", "c"]
// expect: ["A", "a", "a b", "a-b", "ab", "aB", "Ab", "b", "B", "c", "Z"]
// expect: -1 1
// expect: [FoundationEssentials.ComparisonResult.orderedAscending]
// expect: FoundationEssentials.ComparisonResult.orderedAscending
