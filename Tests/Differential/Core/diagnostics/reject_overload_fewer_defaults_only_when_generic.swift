// Two initialisers fail alike and the value is not passed on as a generic parameter: no exact
// matches, however many defaulted parameters each leaves.
print("this program must not run")
struct Key { init(_ text: String) {} }
struct Picture {}
struct Label {
    init(_ key: Key, table: String? = nil) {}
    init(_ picture: Picture) {}
}
let count = 3
let label = Label(count)

// expect error: no exact matches in call to initializer
