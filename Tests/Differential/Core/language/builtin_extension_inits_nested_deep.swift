// Conversions nested ten deep beside a program's initialisers of Int and String: each level
// checked once (probing every candidate again at each level made the check exponential).
struct Foo { var n = 4 }
extension Int { init(_ f: Foo) { self = f.n * 10 } }
extension String { init(_ f: Foo) { self = "foo\(f.n)" } }

let deep = Int(String(Int(String(Int(String(Int(String(Int(String(5))!))!))!))!))!
let fromFoo = String(Int(String(Int(Foo())))!)
let mixed = Int(String(Int(Foo()) + Int(String(Int(Foo(n: 2))))!))!
print(deep, fromFoo, mixed, String(Int(String(Foo(n: 1))) ?? -1))

// expect: 5 40 60 -1
