// A class that conforms to `Identifiable` without declaring `id` gets Swift's default,
// `ObjectIdentifier(self)`: equal ids for the same instance, usable as a Set element and key.
final class Item: Identifiable {
    let name: String
    init(_ name: String) { self.name = name }
}
let a = Item("a"), b = Item("b")
let c = a
print(a.id == c.id, a.id == b.id)
print(a.id == ObjectIdentifier(a))
let items = [a, b, Item("c")]
print(Set(items.map(\.id)).count)
print(items.firstIndex(where: { $0.id == b.id }) ?? -1)
var names: [ObjectIdentifier: String] = [:]
for item in items { names[item.id] = item.name }
print(names[c.id] ?? "none", names.count)
func ids<T: Identifiable>(_ values: [T]) -> [T.ID] { values.map(\.id) }
print(ids(items) == items.map(\.id), Set(ids([a, c])).count)

// expect: true false
// expect: true
// expect: 3
// expect: 1
// expect: a 3
// expect: true 1
