// A body that is `fatalError()` gives an opaque result the type Never, which swiftc checks against
// the result's protocols: Never is Equatable, Hashable, Comparable, Error, Identifiable and
// Codable, but not a program's own protocol, a Sequence, a CustomStringConvertible or a class.
print("this program must not run")
protocol Marker {}
extension Never: Marker {}
protocol Drawable {}
var none: some Drawable { fatalError() }
func equal() -> some Equatable { fatalError() }
func ordered() -> some Comparable & Hashable { fatalError() }
func failure() -> some Error { fatalError() }
func coded() -> some Codable { fatalError() }
func marked() -> some Marker { fatalError() }
func described() -> some CustomStringConvertible { fatalError() }
func numbers() -> some Sequence<Int> { fatalError() }
func returned() -> some Drawable { return fatalError("no drawing") }
func reference() -> some AnyObject { preconditionFailure() }
struct Canvas {
    var figure: some Drawable { fatalError() }
    subscript(index: Int) -> some Drawable { fatalError() }
    func draw() -> some Drawable { fatalError() }
    static func make(size: Int) -> some Drawable { fatalError() }
    static var blank: some Drawable { fatalError() }
}
print(equal() == equal())

// expect error: return type of var 'none' requires that 'Never' conform to 'Drawable'
