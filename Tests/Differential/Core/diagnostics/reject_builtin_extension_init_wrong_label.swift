// A misspelt label of a program's initialiser of a builtin type: swiftc names the label it expected.
print("this program must not run")
struct Foo { var n = 3 }
extension String { init(foo f: Foo) { self = "foo\(f.n)" } }
print(String(fo: Foo()))

// expect error: incorrect argument label in call (have 'fo:', expected 'foo:')
