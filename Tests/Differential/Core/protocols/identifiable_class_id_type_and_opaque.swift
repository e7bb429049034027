// A class that conforms to `Identifiable` without an `id` has `Item.ID` == `ObjectIdentifier`,
// and generic code (`some Identifiable`, `T: Identifiable`) sees that id.
final class Item: Identifiable {
    let name: String
    init(_ name: String) { self.name = name }
}
struct Tag: Identifiable {
    var id: String
}
let first = Item("a")
let second = Item("b")
print(first.id == first.id, first.id == second.id, first.id == ObjectIdentifier(first))
let key: Item.ID = second.id
print(key == ObjectIdentifier(second))
print(Item.ID.self == ObjectIdentifier.self)
func sameIdentity<T: Identifiable>(_ a: T, _ b: T) -> Bool { a.id == b.id }
print(sameIdentity(first, first), sameIdentity(first, second))
func idText(_ value: some Identifiable) -> String { "\(value.id)" }
print(idText(Tag(id: "t1")), idText(first) == "\(ObjectIdentifier(first))")
let names = Dictionary(uniqueKeysWithValues: [first, second].map { ($0.id, $0.name) })
print(names[second.id] ?? "?")

// expect: true false true
// expect: true
// expect: true
// expect: true false
// expect: t1 true
// expect: b
