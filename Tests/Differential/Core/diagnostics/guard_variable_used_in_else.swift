// A name bound by `guard let` is used in the guard's own else.
print("this program must not run")
func describe(_ text: String?) {
    guard let value = text else {
        print(value)
        return
    }
    print(value)
}
describe("a")

// expect error: cannot find 'value' in scope
