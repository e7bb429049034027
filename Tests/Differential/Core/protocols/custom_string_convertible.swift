// description is used by print, interpolation and String(describing:).
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let m = Money(cents: 1205)
print(m)
print("price: \(m)", String(describing: Money(cents: 99)))
print([m, Money(cents: 300)])

// expect: $12.05
// expect: price: $12.05 $0.99
// expect: [$12.05, $3.00]
