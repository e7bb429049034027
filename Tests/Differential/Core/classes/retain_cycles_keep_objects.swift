// Two objects that hold each other strongly are never released (no deinit runs); making one
// link weak breaks the cycle.
class Person {
    let name: String
    var apartment: Apartment?
    init(_ name: String) { self.name = name }
    deinit { print(name, "deinit") }
}
class Apartment {
    let unit: String
    var tenant: Person?
    weak var weakTenant: Person?
    init(_ unit: String) { self.unit = unit }
    deinit { print(unit, "deinit") }
}
do {
    let john = Person("John")
    let unit = Apartment("4A")
    john.apartment = unit
    unit.tenant = john
}
print("cycle left alive")
do {
    let jane = Person("Jane")
    let unit = Apartment("5B")
    jane.apartment = unit
    unit.weakTenant = jane
}
print("weak link released both")
class Node {
    var next: Node?
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("node", id) }
}
do {
    let a = Node(1)
    let b = Node(2)
    a.next = b
    b.next = a
    b.next = nil
}
print("cycle broken by hand")

// expect: cycle left alive
// expect: Jane deinit
// expect: 5B deinit
// expect: weak link released both
// expect: node 1
// expect: node 2
// expect: cycle broken by hand
