// An overriding computed property's setter stores through super.area (its superclass's own
// setter, also with +=), runs through a base-typed reference, and observers above it wrap it.
class Shape {
    var side = 2.0
    var area: Double {
        get { side * side }
        set { print("Shape set \(newValue)"); side = newValue / 2 }
    }
}
class Sq: Shape {
    override var area: Double {
        get { super.area + 1 }
        set { print("Sq set"); super.area = newValue; super.area += 2 }
    }
}
class Obs: Sq {
    override var area: Double {
        willSet { print("Obs will \(newValue)") }
        didSet { print("Obs did \(oldValue)") }
    }
}
let s: Shape = Sq()
s.area = 8
print(s.side, s.area)
let o: Shape = Obs()
o.area = 6
print(o.side, o.area)

// expect: Sq set
// expect: Shape set 8.0
// expect: Shape set 18.0
// expect: 9.0 82.0
// expect: Obs will 6.0
// expect: Sq set
// expect: Shape set 6.0
// expect: Shape set 11.0
// expect: Obs did 5.0
// expect: 5.5 31.25
