// An implicit member for a generic parameter being inferred (`gen(.gg)` with `T: P`) is looked
// up in the protocol: a conformer's own static is not found ('P', not 'T', has no member), an
// unconstrained protocol extension's static needs `where Self == …`, and with several or no
// constraints swiftc cannot resolve it; a `some P` parameter is the same.
print("this program must not run")
protocol Shade {}
protocol Named {}
struct Ink: Shade, Named { static var deep: Ink { Ink() } }
extension Shade { static var pale: Ink { Ink() } }
extension Shade { static func mixed() -> Ink { Ink() } }
func paint<T: Shade>(_ t: T) { print(t) }
func both<T: Shade & Named>(_ t: T) { print(t) }
func any<T>(_ t: T) { print(t) }
func opaque(_ t: some Shade) { print(t) }
paint(.deep)
paint(.pale)
paint(.mixed())
both(.deep)
any(.deep)
opaque(.deep)

// expect error: type 'Shade' has no member 'deep'
