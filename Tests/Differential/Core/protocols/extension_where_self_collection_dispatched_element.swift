// A requirement whose default comes from a `where Self: Collection` extension, called through
// `any P` or a generic `T: P`, sees the receiver's Element: `Element.self` names it and an
// `Element?` prints as an Optional, for arrays, strings and a program's own collection.
protocol Describable {
    func describe() -> String
    var head: String { get }
}
extension Describable where Self: Collection {
    func describe() -> String { "\(Element.self) \(count) \(String(describing: first))" }
    var head: String { "\(first as Any) \([Element].self)" }
}
struct Ring: Collection, Describable {
    let items: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(i: Int) -> String { items[i] }
    func index(after i: Int) -> Int { i + 1 }
}
extension Array: Describable {}
extension String: Describable {}
let things: [any Describable] = [[1, 2], Ring(items: ["p"]), ["x"], "hi", [Double]()]
for t in things { print(t.describe(), "|", t.head) }
func show<T: Describable>(_ t: T) { print(t.describe(), "|", t.head) }
show([2.5])
show(Ring(items: ["q", "r"]))
show("ok")
print([7].describe(), Ring(items: []).describe(), [true].head)

// expect: Int 2 Optional(1) | Optional(1) Array<Int>
// expect: String 1 Optional("p") | Optional("p") Array<String>
// expect: String 1 Optional("x") | Optional("x") Array<String>
// expect: Character 2 Optional("h") | Optional("h") Array<Character>
// expect: Double 0 nil | nil Array<Double>
// expect: Double 1 Optional(2.5) | Optional(2.5) Array<Double>
// expect: String 2 Optional("q") | Optional("q") Array<String>
// expect: Character 2 Optional("o") | Optional("o") Array<Character>
// expect: Int 1 Optional(7) String 0 nil Optional(true) Array<Bool>
