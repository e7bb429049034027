// A subclass's initialiser sets its own properties, calls `super.init`, and only then uses
// `self`: methods, inherited properties (whose observers run when a subclass's initialiser sets
// them, though a class's own do not run in its own initialiser), and `self` itself.
class Vehicle {
    var wheels: Int {
        didSet { print("wheels didSet", oldValue, "->", wheels) }
    }
    let name: String
    init(name: String, wheels: Int) {
        self.name = name
        self.wheels = wheels
        print("Vehicle.init", name)
    }
    func describe() -> String { "\(name) on \(wheels)" }
}
class Bike: Vehicle {
    var gears: Int {
        didSet { print("gears didSet") }
    }
    init(gears: Int) {
        self.gears = gears
        print("Bike sets gears first", self.gears)
        super.init(name: "bike", wheels: 3)
        wheels = 2
        self.gears = gears + 1
        print(describe(), self.gears)
        let me = self
        print(me === self)
    }
    convenience init() {
        self.init(gears: 1)
        print("Bike.convenience", gears)
    }
}
_ = Bike(gears: 21)
_ = Bike()

// expect: Bike sets gears first 21
// expect: Vehicle.init bike
// expect: wheels didSet 3 -> 2
// expect: bike on 2 22
// expect: true
// expect: Bike sets gears first 1
// expect: Vehicle.init bike
// expect: wheels didSet 3 -> 2
// expect: bike on 2 2
// expect: true
// expect: Bike.convenience 2
