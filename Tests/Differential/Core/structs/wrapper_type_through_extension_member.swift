// A wrapped property without a written type whose wrapper is made from a key path to a member an
// extension adds (`@Read(\.doubled) var value`): its type is the key path's value, as swiftc infers it.
@propertyWrapper
struct Read<Value> {
    let path: KeyPath<Config, Value>
    init(_ path: KeyPath<Config, Value>) { self.path = path }
    var wrappedValue: Value { Config()[keyPath: path] }
}

struct Config { var base = 2 }

struct User {
    @Read(\.doubled) var value
    @Read(\.label) var text
    func describe() -> String { "\(value + 1) \(text)" }
}

extension Config {
    var doubled: Int { base * 2 }
    var label: String { "base \(base)" }
}

print(User().value, User().text)
print(User().describe())

// expect: 4 base 2
// expect: 5 base 2
