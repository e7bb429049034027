// A guard's else body that does not leave the scope: swiftc points at its closing brace.
print("this program must not run")
func describe(_ value: Int?) {
    guard let value else {
        print("none")
    }
    print(value)
}
describe(3)

// expect error: 'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope
