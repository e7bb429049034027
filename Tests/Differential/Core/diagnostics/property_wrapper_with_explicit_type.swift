// A property wrapper written with its generic argument fixes the wrapped value's type: an
// initial value of another type is converted to that "specified type", as swiftc words it.
print("this program must not run")
@propertyWrapper struct Box<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
struct Card {
    @Box<String> var name = 3
    @Box<Int> var count = 2.5
}
func show() {
    @Box<Double> var scale = "wide"
    print(scale)
}
print(Card().name)

// expect error: cannot convert value of type 'Int' to specified type 'String'
