// A generic parameter constrained to StringProtocol takes a String or a Substring and has their members: count, iteration, uppercased, hasPrefix, first, ==.
func describe<T: StringProtocol>(_ x: T) -> String {
    var letters = 0
    for c in x where c.isLetter { letters += 1 }
    return "\(x.count) \(letters) \(x.uppercased()) \(x.hasPrefix("a")) \(x.first!) \(String(x.reversed()))"
}
print(describe("abc1"), describe("xabc".dropFirst()))
func same<T: StringProtocol>(_ a: T, _ b: T) -> Bool { a == b }
print(same("a", "a"), same("ab".dropLast(), "ba".dropFirst()))
func hasB<T: StringProtocol>(_ x: T) -> Bool { x.isEmpty || x.contains("b") }
print(hasB(""), hasB("abc"), hasB("xyz".prefix(1)))

// expect: 4 3 ABC1 true a 1cba 3 3 ABC true a cba
// expect: true true
// expect: true true false
