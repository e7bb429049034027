// `extension P where Self: SomeClass` sees the class's properties and methods on `self`;
// `where Self: AnyObject` makes `self` a class reference (`ObjectIdentifier(self)`, `===`).
class Base {
    var id = 7
    func hello() -> String { "base \(id)" }
}
protocol Tagged {}
extension Tagged where Self: Base {
    func tag() -> String { "tag " + hello() + " \(id)" }
}
class Sub: Base, Tagged {
    override func hello() -> String { "sub \(id)" }
}
print(Sub().tag())
protocol Observer {}
extension Observer where Self: AnyObject {
    func same(_ other: Self) -> Bool { self === other }
    var key: ObjectIdentifier { ObjectIdentifier(self) }
}
final class Watcher: Observer {}
let w = Watcher()
print(w.same(w), w.same(Watcher()), w.key == ObjectIdentifier(w))

// expect: tag sub 7 7
// expect: true false true
