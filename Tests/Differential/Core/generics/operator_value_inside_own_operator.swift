// An operator named as a function value inside a type's own operator (`lhs.equals(rhs, ==)` in
// `static func ==`) is the global operator the context's function type picks, not a member of
// `Self`: swiftc looks operators up globally.
indirect enum List<A> {
    case cons(A, List<A>)
    case empty
    func equals(_ other: List<A>, _ same: (A, A) -> Bool) -> Bool {
        switch (self, other) {
        case let (.cons(a, rest), .cons(b, otherRest)): return same(a, b) && rest.equals(otherRest, same)
        case (.empty, .empty): return true
        default: return false
        }
    }
}
extension List: Equatable where A: Equatable {
    static func == (lhs: List, rhs: List) -> Bool { lhs.equals(rhs, ==) }
}
struct Money: Comparable {
    var cents: Int
    static func < (lhs: Money, rhs: Money) -> Bool { [lhs.cents, rhs.cents].sorted(by: <) == [lhs.cents, rhs.cents] && lhs.cents != rhs.cents }
}
print(List.cons(1, .cons(2, .empty)) == .cons(1, .cons(2, .empty)), List.cons("a", .empty) == .empty)
print(Money(cents: 5) < Money(cents: 7), Money(cents: 7) < Money(cents: 5), Money(cents: 5) < Money(cents: 5))

// expect: true false
// expect: true false false
