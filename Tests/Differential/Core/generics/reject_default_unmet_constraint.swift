// A default value of a generic parameter's type that does not meet the parameter's constraint:
// swiftc binds the parameter to the default's type and names the unmet requirement.
print("this program must not run")
protocol Shape {}
struct Circle: Shape {}
func draw<S: Shape>(_ shape: S = 1) { print(shape) }
draw(Circle())
struct Canvas {
    func place<S: Shape>(_ shape: S = "square") {}
    init<S: Shape>(first: S = 2.5) {}
}
struct Frame<Content: Shape> {
    init(_ content: Content = 0) {}
}
func keep<T: AnyObject>(_ x: T = 1) {}

// expect error: global function 'draw' requires that 'Int' conform to 'Shape'
