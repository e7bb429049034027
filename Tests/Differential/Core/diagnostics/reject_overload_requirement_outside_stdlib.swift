// A program's type that lacks a generic overload's protocol weighs less than a value of another
// type: swiftc blames the requirement.
print("this program must not run")
struct Marker {}
func describe(_ value: Double) { print(value) }
func describe<S: StringProtocol>(_ text: S) { print(text) }
describe(Marker())

// expect error: global function 'describe' requires that 'Marker' conform to 'StringProtocol'
