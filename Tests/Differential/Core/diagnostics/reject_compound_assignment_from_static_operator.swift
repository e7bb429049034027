// `+=` on a type that declares only `static func +`: Swift makes no `+=` from it (only
// `AdditiveArithmetic` does), so swiftc looks for `FloatingPoint`'s.
print("this program must not run")
struct Money {
    var cents: Int
    static func + (left: Money, right: Money) -> Money { Money(cents: left.cents + right.cents) }
}
var total = Money(cents: 150)
total += Money(cents: 250)
print(total.cents)

// expect error: referencing operator function '+=' on 'FloatingPoint' requires that 'Money' conform to 'FloatingPoint'
