// `Self.zero` in a protocol extension that does not ask `Self` to be the protocol requiring it.
print("this program must not run")
protocol HasZero { static var zero: Self { get } }
protocol Scaled {}
extension Scaled {
    func reset() -> Self { Self.zero }
}
struct Meter: HasZero, Scaled { static var zero: Meter { Meter() } }
print(Meter().reset())

// expect error: type 'Self' has no member 'zero'
