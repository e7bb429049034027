// `ObjectIdentifier` of a type: the same for the same type, different for others; a class's
// metatype value is its dynamic type.
class Animal {}
class Cat: Animal {}
print(ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self))
print(ObjectIdentifier(Int.self) == ObjectIdentifier(String.self))
let kinds: Set<ObjectIdentifier> = [ObjectIdentifier(Int.self), ObjectIdentifier(Double.self), ObjectIdentifier(Int.self)]
print(kinds.count)
let kind: Animal.Type = Cat.self
print(ObjectIdentifier(kind) == ObjectIdentifier(Cat.self), ObjectIdentifier(kind) == ObjectIdentifier(Animal.self))
let pet: Animal = Cat()
print(ObjectIdentifier(type(of: pet)) == ObjectIdentifier(Cat.self))
var counts: [ObjectIdentifier: Int] = [:]
for value in [1, 2, 3] as [Any] + ["a"] {
    counts[ObjectIdentifier(type(of: value)), default: 0] += 1
}
print(counts[ObjectIdentifier(Int.self)] ?? 0, counts[ObjectIdentifier(String.self)] ?? 0)

// expect: true
// expect: false
// expect: 2
// expect: true false
// expect: true
// expect: 3 1
