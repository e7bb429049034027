// Unsigned raw values and payloads at their edges: a UInt64 raw value past Int.max, Int8 and
// UInt8 raw values with their own <, and a synthesized Comparable order over a UInt.max payload.
enum Priority: UInt8, Comparable, CaseIterable {
    case low = 1, mid = 5, high = 9
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
print(Priority.allCases.sorted(by: >), Priority.low < .high, Priority.allCases.max()!)
let bits: UInt8 = Priority.mid.rawValue | Priority.low.rawValue
print(bits, Priority(rawValue: bits - 4) as Any, Priority(rawValue: 200) as Any)
enum Big: UInt64 { case max = 18446744073709551615, one = 1 }
print(Big.max.rawValue, Big(rawValue: 1) == .one)
enum Signed: Int8 { case neg = -128, pos = 127 }
print(Signed.neg.rawValue, Signed(rawValue: 127) == .pos)
enum Tag: Comparable { case id(UInt), name(String) }
let tags: [Tag] = [.name("b"), .id(UInt.max), .id(0), .name("a")]
print(tags.sorted())
let u: UInt = 3
switch Priority(rawValue: UInt8(u + 2)) {
case .mid?: print("mid")
default: print("other")
}

// expect: [main.Priority.high, main.Priority.mid, main.Priority.low] true high
// expect: 5 Optional(main.Priority.low) nil
// expect: 18446744073709551615 true
// expect: -128 true
// expect: [main.Tag.id(0), main.Tag.id(18446744073709551615), main.Tag.name("a"), main.Tag.name("b")]
// expect: mid
