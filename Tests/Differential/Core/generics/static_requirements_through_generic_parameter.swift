// Static requirements reached through a generic parameter, as SwiftUI's PreferenceKey uses them: a conformer's static property binds the associated type, `K.defaultValue` is a `K.Value`, and `K.reduce(value: &v, nextValue:)` writes its inout argument back.
protocol Key {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

struct Widest: Key {
    static var defaultValue: Double = 0
    static func reduce(value: inout Double, nextValue: () -> Double) {
        value = max(value, nextValue())
    }
}

struct Names: Key {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

func combine<K: Key>(_ key: K.Type, _ values: [K.Value]) -> K.Value {
    var result = K.defaultValue
    for value in values {
        K.reduce(value: &result, nextValue: { value })
    }
    return result
}

print(Widest.defaultValue, combine(Widest.self, [6, 2, 9, 4]))
print(combine(Names.self, [["a"], [], ["b", "c"]]))
let start: Widest.Value = Widest.defaultValue + 1.5
print(start)

// expect: 0.0 9.0
// expect: ["a", "b", "c"]
// expect: 1.5
