// String and Character: count, split, case, String(format:), characters and their properties.
import Foundation
let s = "Hello, Wörld! 42"
print(s.count, s.uppercased(), s.lowercased())
print(s.split(separator: " "), s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
print(String(format: "%.2f|%5d|%x|%03d|%e|%g", 3.14159, 42, 255, 7, 1234.5, 0.5))
print(String(format: "%@ has %d sides", "hexagon", 6))
let c: Character = "ö"
print(c.isLetter, c.isUppercase, Character("7").wholeNumberValue ?? -1, c.uppercased())
print(s.first ?? "?", s.last ?? "?", s.contains("Wö"), s.hasPrefix("Hell"))
print(Array(s.prefix(5)), String(s.reversed()), s.replacingOccurrences(of: "l", with: "L"))
for ch in "ab" { print(ch, ch.asciiValue ?? 0, terminator: ";") }
print()
print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false).count, "x".isEmpty, String(repeating: "=", count: 3))

// expect: 16 HELLO, WÖRLD! 42 hello, wörld! 42
// expect: ["Hello,", "Wörld!", "42"] ["Hello", "Wörld! 42"]
// expect: 3.14|   42|ff|007|1.234500e+03|0.5
// expect: hexagon has 6 sides
// expect: true false 7 Ö
// expect: H 2 true true
// expect: ["H", "e", "l", "l", "o"] 24 !dlröW ,olleH HeLLo, WörLd! 42
// expect: a 97;b 98;
// expect: 4 false ===
