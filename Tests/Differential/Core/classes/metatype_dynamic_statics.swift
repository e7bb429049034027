// Statics through a value's dynamic type: `type(of: x).make()` dispatches a `class func` to
// the subclass, a struct's static method through `type(of:)`, metatype `==`, and `is Y.Type`.
class Animal {
    class func make() -> Animal { Animal() }
    class var kind: String { "animal" }
    required init() {}
    func name() -> String { "animal" }
}
class Dog: Animal {
    override class func make() -> Animal { Dog() }
    override class var kind: String { "dog" }
    override func name() -> String { "dog" }
}
struct Point {
    var x = 0
    static var origin: Point { Point(x: 0) }
    static func make() -> Point { Point(x: 9) }
}
enum Tone: CaseIterable { case low, high }
let a: Animal = Dog()
print(type(of: a).make().name(), type(of: a).kind)
print(type(of: a) == Dog.self, type(of: a) == Animal.self, type(of: a) != Animal.self)
print(a is Dog, a is Animal)
let t: Animal.Type = type(of: a)
print(t is Dog.Type, t is Animal.Type, Animal.self is Dog.Type)
let p = Point(x: 4)
print(type(of: p).make().x, type(of: p).origin.x, type(of: p) == Point.self)
print(type(of: Tone.high).allCases.count)
let made = type(of: a).init()
print(made.name(), type(of: made))
let kinds: [Animal.Type] = [Animal.self, Dog.self]
for k in kinds { print(k.kind, k.make().name(), k == Dog.self) }

// expect: dog dog
// expect: true false true
// expect: true true
// expect: true true false
// expect: 9 0 true
// expect: 2
// expect: dog Dog
// expect: animal animal false
// expect: dog dog true
