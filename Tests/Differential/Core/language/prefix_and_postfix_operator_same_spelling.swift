// A prefix and a postfix operator of one spelling are two functions, both declared and used,
// as in Swift: ~~~v calls the prefix one, v~~~ the postfix one.
prefix operator ~~~
postfix operator ~~~
prefix func ~~~ (x: Int) -> Int { x * 10 }
postfix func ~~~ (x: Int) -> Int { x + 1 }
let v = 4
print(~~~v, v~~~, ~~~(v~~~), (~~~v)~~~)
struct P { var n: Int }
prefix func ~~~ (p: P) -> P { P(n: -p.n) }
postfix func ~~~ (p: P) -> String { "P\(p.n)" }
print((~~~P(n: 2)).n, P(n: 3)~~~)

// expect: 40 5 50 41
// expect: -2 P3
