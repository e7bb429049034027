// A value returned as `some P` whose type does not conform to P: swiftc takes its type as the
// underlying type and names the unmet requirement, at each return, whichever function declares it.
print("this program must not run")
protocol Shape {}
struct Circle: Shape {}
func label() -> some Shape { return "x" }
func size() -> some Shape { 3 }
var ratio: some Shape { return 1.5 }
func pick(_ round: Bool) -> some Shape {
    if round { return "round" }
    return "square"
}
func mixed(flag: Bool) -> some Shape {
    if flag { return 1 }
    return "one"
}
struct Board {
    func tile() -> some Shape { return [Circle()] }
    var frame: some Shape { "frame" }
    static func blank() -> some Shape & Equatable { return "blank" }
}
func circle() -> some Shape { Circle() }
print(type(of: circle()))

// expect error: return type of global function 'label()' requires that 'String' conform to 'Shape'
