// `isKnownUniquelyReferenced(&ref)` asks whether a variable holds the only strong reference to
// its instance: a copy-on-write wrapper copies its storage only when it is shared; nil is not
// unique. `withExtendedLifetime` runs its closure (with or without the value).
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}
struct Numbers {
    private var storage: Storage
    init(_ values: [Int]) { storage = Storage(values) }
    var values: [Int] { storage.values }
    mutating func append(_ x: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            print("copying")
            storage = Storage(storage.values)
        }
        storage.values.append(x)
    }
}
var a = Numbers([1])
a.append(2)
var b = a
b.append(3)
print(a.values, b.values)
a.append(4)
print(a.values)
class Node { var next: Node? }
var node = Node()
print(isKnownUniquelyReferenced(&node))
let other = node
print(isKnownUniquelyReferenced(&node))
var link: Node? = nil
print(isKnownUniquelyReferenced(&link))
link = Node()
print(isKnownUniquelyReferenced(&link))
node.next = Node()
print(isKnownUniquelyReferenced(&node.next))
withExtendedLifetime(other) { print("alive") }
let five = withExtendedLifetime(other) { () -> Int in 5 }
print(five)
withExtendedLifetime(other) { (x: Node) in print(x === node) }

// expect: copying
// expect: [1, 2] [1, 2, 3]
// expect: [1, 2, 4]
// expect: true
// expect: false
// expect: false
// expect: true
// expect: true
// expect: alive
// expect: 5
// expect: true
