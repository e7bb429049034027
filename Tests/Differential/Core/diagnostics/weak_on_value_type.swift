// `weak` applies only to class references.
print("this program must not run")
final class Holder {
    weak var count: Int?
}
print(Holder().count as Any)

// expect error: 'weak' may only be applied to class and class-bound protocol types, not 'Int'
