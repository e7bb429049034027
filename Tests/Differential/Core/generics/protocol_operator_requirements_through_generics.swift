// Operators a program's protocol requires, applied to values of a generic parameter: the
// operand's own functions (infix, prefix, postfix, ==) are called, as swiftc calls the witnesses.
infix operator <>
postfix operator ^^
protocol Joinable {
    static func <> (lhs: Self, rhs: Self) -> Self
    static postfix func ^^ (x: Self) -> Self
    static func == (a: Self, b: Self) -> Bool
}
struct Text: Joinable {
    var s: String
    static func <> (a: Text, b: Text) -> Text { Text(s: a.s + b.s) }
    static postfix func ^^ (x: Text) -> Text { Text(s: x.s.uppercased()) }
    static func == (a: Text, b: Text) -> Bool { a.s.count == b.s.count }
}
protocol Negatable { static prefix func - (x: Self) -> Self }
struct V: Negatable { var x: Int; static prefix func - (v: V) -> V { V(x: -v.x) } }
func flip<T: Negatable>(_ t: T) -> T { -t }
func loud<T: Joinable>(_ a: T, _ b: T) -> T { (a <> b)^^ }
func sameSize<T: Joinable>(_ a: T, _ b: T) -> Bool { a == b }
print(flip(V(x: 3)).x, loud(Text(s: "ab"), Text(s: "c")).s, sameSize(Text(s: "ab"), Text(s: "xy")))

// expect: -3 ABC true
