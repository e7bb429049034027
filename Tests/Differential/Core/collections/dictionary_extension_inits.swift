// An extension of Dictionary declares initialisers and methods over `Key` and `Value`: `Key` is
// Hashable inside it, so `[k: v]`, `[Key: Value]` and `Set<Key>` are well formed.
extension Dictionary {
    init(single k: Key, _ v: Value) { self = [k: v] }
    init(pairs: [(Key, Value)]) {
        var made: [Key: Value] = [:]
        for (k, v) in pairs { made[k] = v }
        self = made
    }
    func keySet() -> Set<Key> { Set(keys) }
}
let d = Dictionary(single: "a", 1)
print(d, [Int: String](single: 2, "b"))
let e = Dictionary(pairs: [(1, "x"), (2, "y")])
print(e.sorted { $0.key < $1.key }, d.keySet())

// expect: ["a": 1] [2: "b"]
// expect: [(key: 1, value: "x"), (key: 2, value: "y")] ["a"]
