// A program's protocol added to a builtin type and used through a generic parameter or an
// existential: `extension Array: Container {}` meets `count`, `append(_:)` and the subscript
// requirement with Array's own members (its associated type is the element), and
// `extension Int: Describable { … }` is reached through `T: Describable` and `any Describable`.
protocol Container {
    associatedtype ItemType
    mutating func append(_ item: ItemType)
    var count: Int { get }
    subscript(i: Int) -> ItemType { get }
}
struct Stack<Element>: Container {
    var items = [Element]()
    mutating func append(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Array: Container {}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.ItemType == C2.ItemType, C1.ItemType: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
func firstOf<C: Container>(_ c: C) -> C.ItemType { c[0] }
func grow<C: Container>(_ c: inout C, _ x: C.ItemType) { c.append(x) }
var s = Stack<String>()
s.append("a"); s.append("b")
var xs = ["a", "b"]
print(allItemsMatch(s, xs), allItemsMatch(xs, ["a"]), allItemsMatch(xs, xs))
print(firstOf(s), firstOf(xs), firstOf([3, 4]) + 1)
grow(&xs, "c")
grow(&s, "z")
print(xs, xs.count, s.items)

protocol Describable { var desc: String { get } }
extension Describable { func shout() -> String { desc.uppercased() } }
extension Int: Describable { var desc: String { "int \(self)" } }
extension String: Describable { var desc: String { "text \(self)" } }
func show<T: Describable>(_ x: T) { print(x.desc, x.shout()) }
show(3)
show("hi")
let things: [any Describable] = [5, "yo"]
for thing in things { print(thing.desc, thing.shout()) }

// expect: true false true
// expect: a a 4
// expect: ["a", "b", "c"] 3 ["a", "b", "z"]
// expect: int 3 INT 3
// expect: text hi TEXT HI
// expect: int 5 INT 5
// expect: text yo TEXT YO
