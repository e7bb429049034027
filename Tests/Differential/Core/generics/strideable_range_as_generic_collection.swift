// A range of a program's Strideable type whose Stride is Int is a Collection for a generic `C: Collection`: its
// count comes from its bounds' distance(to:), its elements are its values stepped by advanced(by: 1). (The order
// in which the library calls the type's methods there is not compared: see docs/language.md.)
struct Day: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Day) -> Int { other.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
    static func < (a: Day, b: Day) -> Bool { a.n < b.n }
    var description: String { "D\(n)" }
}
func summary<C: Collection>(_ c: C) -> String {
    "\(c.count) \(c.isEmpty)"
}
print(summary(Day(n: 3)..<Day(n: 6)))
print(summary(Day(n: 1)...Day(n: 2)))
func names<C: Collection>(_ c: C) -> [String] { c.map { "\($0)" } }
print(names(Day(n: 3)..<Day(n: 5)))
func firstBig<C: Collection>(_ c: C) -> C.Element? where C.Element == Day { c.first { $0.n > 4 } }
print(firstBig(Day(n: 3)..<Day(n: 6)) as Any)

// expect: 3 false
// expect: 2 false
// expect: ["D3", "D4"]
// expect: Optional(D5)
