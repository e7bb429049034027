// A wrapped property without a written type whose wrapper is made from a key path to a member an
// extension of a standard type adds (`@Read(\.doubled) var value`): its type is the key path's
// value, as swiftc infers it.
@propertyWrapper
struct Read<Value> {
    let path: KeyPath<Int, Value>
    init(_ path: KeyPath<Int, Value>) { self.path = path }
    var wrappedValue: Value { 21[keyPath: path] }
}

struct User {
    @Read(\.doubled) var value
    @Read(\.label) var text
    func describe() -> String { "\(value + 1) \(text)" }
}

extension Int {
    var doubled: Int { self * 2 }
    var label: String { "n\(self)" }
}

print(User().value, User().text)
print(User().describe())

// expect: 42 n21
// expect: 43 n21
