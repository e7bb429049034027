// A program's overloads that each need the same unwrap of the same argument: swiftc reports
// the unwrap, not "no exact matches"; one needing only a different fix is blamed alone.
print("this program must not run")
struct Label {
    init(_ value: Int) {}
    init(_ value: Int, _ width: Int = 0) {}
}
struct Badge {
    init(_ value: Int) {}
    init<T: BinaryInteger>(_ value: T) {}
}
func show(_ value: Int, _ note: Int) {}
func show(_ value: Int, _ note: String) {}
func take(_ text: String) {}
let text = "5"
let label = Label(Int(text))
let badge = Badge(Int(text))
show(Int(text), 1)
take(Int(text))

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
