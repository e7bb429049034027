// hashValue and Hasher: equal values hash alike (the numbers themselves differ per process).
struct P: Hashable { var x: Int; var y: Int }
enum K: Hashable { case a, b(Int) }
let p = P(x: 1, y: 2), q = P(x: 1, y: 2)
print(p.hashValue == q.hashValue, K.b(3).hashValue == K.b(3).hashValue, type(of: p.hashValue))
print(1.hashValue == 1.hashValue, "a".hashValue == "a".hashValue, [1, 2].hashValue == [1, 2].hashValue)
var h = Hasher()
h.combine(1)
h.combine("x")
let v1 = h.finalize()
var h2 = Hasher()
h2.combine(1)
h2.combine("x")
print(v1 == h2.finalize())
struct Q: Hashable {
    var id: Int
    var name: String
    static func == (a: Q, b: Q) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
print(Q(id: 1, name: "a") == Q(id: 1, name: "b"), Q(id: 1, name: "a").hashValue == Q(id: 1, name: "b").hashValue)
final class Node: Hashable {
    let label: String
    init(label: String) { self.label = label }
    static func == (a: Node, b: Node) -> Bool { a.label == b.label }
    func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(label.count)
    }
}
print(Node(label: "n").hashValue == Node(label: "n").hashValue)
var hh = Hasher()
p.hash(into: &hh)
var hh2 = Hasher()
q.hash(into: &hh2)
print(hh.finalize() == hh2.finalize())
func sameHash<T: Hashable>(_ a: T, _ b: T) -> Bool { a.hashValue == b.hashValue }
print(sameHash(p, q), sameHash("x", "x"))
func local() -> Bool {
    struct Tag: Hashable {
        var n: Int
        func hash(into hasher: inout Hasher) { hasher.combine(n % 10) }
    }
    return Tag(n: 3).hashValue == Tag(n: 3).hashValue
}
print(local())
let counts = [P(x: 1, y: 1): "one", P(x: 2, y: 2): "two"]
print(counts[P(x: 2, y: 2)] ?? "none")

// expect: true true Int
// expect: true true true
// expect: true
// expect: true true
// expect: true
// expect: true
// expect: true true
// expect: true
// expect: two
