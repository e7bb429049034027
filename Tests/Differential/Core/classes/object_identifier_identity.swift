// `ObjectIdentifier(_:)` of class instances: equal for the same instance through any holder,
// different for different live instances; Hashable (Set, Dictionary keys) and Comparable.
class Node {
    let name: String
    init(_ name: String) { self.name = name }
}
let a = Node("a"), b = Node("b")
let c = a
print(ObjectIdentifier(a) == ObjectIdentifier(c))
print(ObjectIdentifier(a) == ObjectIdentifier(b))
print(ObjectIdentifier(a) != ObjectIdentifier(b))
let ids: Set<ObjectIdentifier> = [ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(c)]
print(ids.count)
var names: [ObjectIdentifier: String] = [:]
for node in [a, b] { names[ObjectIdentifier(node)] = node.name }
print(names[ObjectIdentifier(c)] ?? "none", names[ObjectIdentifier(b)] ?? "none", names.count)
print((ObjectIdentifier(a) < ObjectIdentifier(b)) != (ObjectIdentifier(b) < ObjectIdentifier(a)))
print(ObjectIdentifier(a) <= ObjectIdentifier(c))

// expect: true
// expect: false
// expect: true
// expect: 2
// expect: a b 2
// expect: true
// expect: true
