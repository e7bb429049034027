// A subclass that declares no designated initialiser, whose properties all have values, inherits
// all of its superclass's initialisers; one that overrides every designated initialiser inherits
// the convenience ones; a `required` initialiser is inherited or written again.
class Shape {
    var sides: Int
    init(sides: Int) {
        self.sides = sides
        print("Shape.init", sides)
    }
    convenience init() {
        self.init(sides: 3)
        print("Shape.convenience")
    }
}
class Tagged: Shape {
    var tag = "t"
}
class Doubled: Shape {
    var double: Int
    override init(sides: Int) {
        double = sides * 2
        super.init(sides: sides)
    }
}
let a = Tagged()
let b = Tagged(sides: 5)
print(a.sides, a.tag, b.sides)
let c = Doubled()
print(c.sides, c.double)
class Base {
    var value: Int
    required init(value: Int) { self.value = value }
    convenience init() { self.init(value: 0) }
}
class Kept: Base {
    var extra = 1
}
class Written: Base {
    let label: String
    init(label: String) {
        self.label = label
        super.init(value: 9)
    }
    required init(value: Int) {
        label = "required"
        super.init(value: value)
    }
}
func make<T: Base>(_ type: T.Type, _ value: Int) -> T { type.init(value: value) }
print(make(Kept.self, 4).value, make(Written.self, 6).label)
let w = Written()
print(w.label, w.value)

// expect: Shape.init 3
// expect: Shape.convenience
// expect: Shape.init 5
// expect: 3 t 5
// expect: Shape.init 3
// expect: Shape.convenience
// expect: 3 6
// expect: 4 required
// expect: required 0
