// A closure called where it is written is not a capture: in an initialiser of a structure with a
// `var` property, or of a class, its use of `self` before every property is set is `self` used
// too early, once for each closure; a local `var` it reads is passed by reference.
print("this program must not run")
struct Frame {
    var width: Int
    let height: Int
    init() {
        width = 1
        let doubled = { self.width * 2 }()
        let tripled = ({ self.width * 3 })()
        height = doubled + tripled
    }
}
final class Panel {
    let width: Int
    let height: Int
    init() {
        width = 1
        height = { self.width + 1 }()
    }
}
func measure() -> Int {
    var total: Int
    let next = { total + 1 }()
    total = 0
    return total + next
}
print(Frame().height, Panel().height, measure())

// expect error: 'self' used before all stored properties are initialized
