// A type's `static postfix func !`: swiftc points its reserved-operator error at `static`.
print("this program must not run")
struct Meters { var value: Int }
extension Meters {
    static postfix func ! (m: Meters) -> Int { m.value }
}
print(Meters(value: 3).value)

// expect error: operator implementation without matching operator declaration
