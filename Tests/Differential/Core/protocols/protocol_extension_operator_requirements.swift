// A protocol's operator requirement applied to `self` in its extension, and in another
// protocol's `extension Q where Self: P` (with P's `Self.zero`): the conforming type's operator.
protocol Addable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func < (lhs: Self, rhs: Self) -> Bool
}
extension Addable {
    func doubled() -> Self { self + self }
    static func sum(_ values: [Self]) -> Self { values.reduce(zero, +) }
    func isBelow(_ other: Self) -> Bool { self < other }
}
protocol Tripling {}
extension Tripling where Self: Addable {
    func tripled() -> Self { self + self + self }
    func plusZero() -> Self { self + Self.zero }
    func atLeastZero() -> Self { self < .zero ? .zero : self }
}
struct Money: Addable, Tripling, CustomStringConvertible {
    var cents: Int
    static var zero: Money { Money(cents: 0) }
    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    var description: String { "$\(cents)" }
}
print(Money(cents: 5).doubled(), Money.sum([Money(cents: 1), Money(cents: 2)]), Money(cents: 1).isBelow(.zero))
print(Money(cents: 4).tripled(), Money(cents: 4).plusZero(), Money(cents: -3).atLeastZero(), Money(cents: 3).atLeastZero())

// expect: $10 $3 false
// expect: $12 $4 $0 $3
