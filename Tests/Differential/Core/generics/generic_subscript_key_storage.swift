// A generic subscript keyed by a metatype (`subscript<K: Key>(key: K.Type) -> K.Value`) stores
// its values as `Any` through the setter and reads them back with `as? K.Value`: arrays,
// dictionaries and numbers keep their types, and an unset key gives the default.
protocol Key {
    associatedtype Value
    static var defaultValue: Value { get }
}
struct Store {
    var storage: [ObjectIdentifier: Any] = [:]
    subscript<K: Key>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
enum Tags: Key { static var defaultValue: [String] { [] } }
enum Count: Key { static var defaultValue: Int { 0 } }
enum Scores: Key { static var defaultValue: [String: Int] { [:] } }
var s = Store()
print(s[Tags.self], s[Count.self], s[Scores.self])
s[Tags.self] = ["a", "b"]
s[Count.self] = 5
s[Scores.self] = ["x": 1]
print(s[Tags.self], s[Count.self], s[Scores.self])
s[Tags.self].append("c")
s[Scores.self]["y"] = 2
print(s[Tags.self], s[Scores.self]["y"] ?? 0, s.storage.count)

// expect: [] 0 [:]
// expect: ["a", "b"] 5 ["x": 1]
// expect: ["a", "b", "c"] 2 3
