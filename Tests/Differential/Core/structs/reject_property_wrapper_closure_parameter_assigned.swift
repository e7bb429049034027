// A wrapped closure parameter is immutable: assigning it is swiftc's error.
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
let f = { (@Upper s: String) in
    s = "new"
    print(s)
}
f("a")

// expect error: cannot assign to value: 's' is immutable
