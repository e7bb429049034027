// A stored property declared with `!` converts to its wrapped type where one is wanted, read
// through `self` or implicitly (`return state` for `var state: S!`), in a generic type too and
// in its extension that pins the parameter (`where S == Light`), as swiftc reads it.
enum Light { case red, green }
struct Machine {
    var state: Light!
    func current() -> Light { return state }
}
struct Generic<S> {
    private(set) var state: S!
    init(state: S) { self.state = state }
    func current() -> S { state }
}
extension Generic where S == Light {
    mutating func toggle() -> Light {
        switch (state, 1) {
        case (.red, _): state = .green
        case (_, _): state = .red
        }
        return state
    }
}
var generic = Generic(state: Light.red)
print(Machine(state: .green).current(), generic.current(), generic.toggle(), generic.toggle())
let machine = Machine(state: .red)
let light: Light = machine.state
print(light, machine.state == .red, generic.state!)

// expect: green red green red
// expect: red true red
