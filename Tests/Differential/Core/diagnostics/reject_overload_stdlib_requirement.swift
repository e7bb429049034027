// A standard library type missing a generic overload's protocol weighs more than a value of
// another type: swiftc blames the Double overload.
print("this program must not run")
func describe(_ value: Double) { print(value) }
func describe<S: StringProtocol>(_ text: S) { print(text) }
let count = 4
describe(count)

// expect error: cannot convert value of type 'Int' to expected argument type 'Double'
