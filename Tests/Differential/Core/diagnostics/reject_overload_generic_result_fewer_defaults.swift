// Two initialisers fail alike, but the value is passed on as a generic parameter: swiftc then
// prefers the one that leaves no parameter to its default, and blames its argument.
print("this program must not run")
struct Key { init(_ text: String) {} }
struct Picture {}
struct Label {
    init(_ key: Key, table: String? = nil) {}
    init(_ picture: Picture) {}
}
func keep<T>(_ value: T) -> T { value }
let count = 3
let label = keep(Label(count))

// expect error: cannot convert value of type 'Int' to expected argument type 'Picture'
