// A protocol's operator requirements are met by functions whose parameters have other names:
// an operator function's parameters carry no argument labels.
protocol Neg { static prefix func - (x: Self) -> Self }
struct W: Neg { var x: Int; static prefix func - (v: W) -> W { W(x: -v.x) } }
protocol Joinable { static func <> (lhs: Self, rhs: Self) -> Self }
infix operator <>
struct Text: Joinable { var s: String; static func <> (a: Text, b: Text) -> Text { Text(s: a.s + b.s) } }
print((-W(x: 2)).x, (Text(s: "a") <> Text(s: "b")).s)

// expect: -2 ab
