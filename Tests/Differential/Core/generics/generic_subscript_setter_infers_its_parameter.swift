// A generic subscript with a getter and a setter, keyed by a metatype whose associated type is the
// value (`values[CountKey.self] = 5`): the setter infers its own generic parameter, as a read does.
protocol Key {
    associatedtype Value
    static var defaultValue: Value { get }
}

enum CountKey: Key { static var defaultValue = 3 }
enum NameKey: Key { static var defaultValue = "none" }

struct Values {
    var store: [String: Any] = [:]
    subscript<K: Key>(key: K.Type) -> K.Value {
        get { (store[String(describing: key)] as? K.Value) ?? K.defaultValue }
        set { store[String(describing: key)] = newValue }
    }
}

var values = Values()
print(values[CountKey.self], values[NameKey.self])
values[CountKey.self] = 5
values[NameKey.self] = "badge"
print(values[CountKey.self], values[NameKey.self])

// expect: 3 none
// expect: 5 badge
