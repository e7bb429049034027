// A value of another type given to String(_:) beside a program's `init(_ f: Foo)`: the library's
// initialisers take the labels, so swiftc finds none of them, and does not blame the program's.
print("this program must not run")
struct Foo { var n = 1 }
struct Bar { var n = 2 }
extension String { init(_ f: Foo) { self = "foo\(f.n)" } }
print(String(Bar()))

// expect error: no exact matches in call to initializer
