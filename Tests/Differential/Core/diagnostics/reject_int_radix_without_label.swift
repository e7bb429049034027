// `Int(_:radix:)` called without the `radix:` label, beside a program's `Int(_ f: Foo)`: swiftc
// wants the label, and a first argument that is no string to conform to StringProtocol.
print("this program must not run")
struct Foo { var n = 1 }
extension Int { init(_ f: Foo) { self = f.n } }
print(Int("ff", 16) as Any)
print(Int(Foo(), 2))

// expect error: missing argument label 'radix:' in call
