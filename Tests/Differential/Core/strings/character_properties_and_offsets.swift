// Character properties in filters, an index offset into a String, slices and Foundation's
// replacing.
import Foundation
let text = "Hello World 2024"
print(text.filter(\.isUppercase), text.filter { $0.isNumber }.count, text.components(separatedBy: " ").map { $0.count })
let idx = text.index(text.startIndex, offsetBy: 6)
print(text[idx], text[idx...].prefix(5), text.distance(from: text.startIndex, to: idx))
print(text.lowercased().replacingOccurrences(of: " ", with: "-"), text.hasSuffix("24"), text.first?.isLetter ?? false)

// expect: HW 4 [5, 5, 4]
// expect: W World 6
// expect: hello-world-2024 true true
