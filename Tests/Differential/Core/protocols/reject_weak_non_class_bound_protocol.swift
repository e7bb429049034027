// `weak` holds only class references: a protocol that is not class-bound cannot be its type.
print("this program must not run")
protocol Delegate { func done() }
final class Owner { weak var delegate: Delegate? }

// expect error: 'weak' must not be applied to non-class-bound 'any Delegate'; consider adding a protocol conformance that has a class bound
