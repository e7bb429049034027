// A program's labelled initialiser of a builtin type given an argument of another type.
print("this program must not run")
struct Foo { var n = 3 }
extension String { init(foo f: Foo) { self = "foo\(f.n)" } }
print(String(foo: 3))

// expect error: cannot convert value of type 'Int' to expected argument type 'Foo'
