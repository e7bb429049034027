// An overload that takes the argument once a label is added ties with one that needs it
// unwrapped (each a fix of weight 1): swiftc finds no exact match.
print("this program must not run")
struct Tag {
    init(_ value: Int) {}
    init<T>(label value: T) {}
}
struct Code { init?(_ text: String) {} }
struct Badge {
    init(_ code: Code) {}
    init<T>(label value: T) {}
}
func mark(_ value: Int) {}
func mark<T>(label value: T) {}
let text = "5"
let tag = Tag(Int(text))
let other = Tag(Int("6"))
mark(Int(text))
let badge = Badge(Code(text))

// expect error: no exact matches in call to initializer
