// A wrapped function parameter (SE-0293) is immutable: assigning it is swiftc's error.
print("this program must not run")
@propertyWrapper
struct Upper {
    var text: String
    init(wrappedValue: String) { text = wrappedValue.uppercased() }
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
}
func greet(@Upper name: String) {
    name = "q"
    print(name)
}
greet(name: "ann")

// expect error: cannot assign to value: 'name' is immutable
