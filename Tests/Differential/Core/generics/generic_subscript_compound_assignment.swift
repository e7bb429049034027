// Compound assignments through a generic subscript keyed by a metatype (`values[Hits.self] += 1`,
// as EnvironmentValues' `subscript<K: EnvironmentKey>(key: K.Type) -> K.Value` is used): the getter
// and setter run with the key's type as their `K`, so the default comes from it, also when the key
// is a generic function's own parameter.
protocol Key {
    associatedtype Value
    static var defaultValue: Value { get }
}

enum Hits: Key { static var defaultValue = 10 }
enum Title: Key { static var defaultValue = "Score" }

struct Values {
    var store: [String: Any] = [:]
    subscript<K: Key>(key: K.Type) -> K.Value {
        get { (store[String(describing: key)] as? K.Value) ?? K.defaultValue }
        set { store[String(describing: key)] = newValue }
    }
}

func bump<K: Key>(_ values: inout Values, _ key: K.Type) where K.Value == Int {
    values[key] *= 2
}

var values = Values()
values[Hits.self] += 1
values[Hits.self] += 2
values[Title.self] += ": "
values[Title.self].append("high")
print(values[Hits.self], values[Title.self])
bump(&values, Hits.self)
print(values[Hits.self])

// expect: 13 Score: high
// expect: 26
