// A class's `class var` and `class func` whose opaque result is `fatalError()`: swiftc names them
// a class property and a class method (a `static` one, a static method), and names a function
// whose parameters are all unlabelled without them.
print("this program must not run")
protocol Drawable {}
class Canvas {
    class var blank: some Drawable { fatalError() }
    class func make(size: Int) -> some Drawable { fatalError() }
    final class func framed() -> some Drawable { fatalError() }
    static func other(_ size: Int) -> some Drawable { fatalError() }
}
func sketch(_ width: Int, _ height: Int) -> some Drawable { fatalError() }
print(Canvas.self)

// expect error: return type of class property 'blank' requires that 'Never' conform to 'Drawable'
