// A didSet that clamps its own variable stores without running the observers again: a top-level
// variable, a static property and a struct's property; another instance's observers still run.
var level = 0 { didSet { if level > 3 { level = 3 }; print("level", level) } }
level = 9
struct Dial {
    static var count = 0 { didSet { if count > 3 { count = 3 }; print("count", count) } }
    var angle = 0 {
        willSet { print("will", newValue) }
        didSet {
            if angle > 360 { angle -= 360 }
            print("angle", oldValue, angle)
            if !twin.isEmpty { twin[0].angle = angle + 1 }
        }
    }
    var twin: [Dial] = []
    mutating func spin() { angle += 400 }
}
Dial.count = 7
var d = Dial()
d.angle = 370
print(d.angle)
d.twin = [Dial()]
d.spin()
print(d.angle, d.twin[0].angle, level, Dial.count)

// expect: level 3
// expect: count 3
// expect: will 370
// expect: angle 0 10
// expect: 10
// expect: will 410
// expect: angle 10 50
// expect: will 51
// expect: angle 0 51
// expect: 50 51 3 3
