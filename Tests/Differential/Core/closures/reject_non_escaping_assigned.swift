// A non-escaping closure parameter cannot be assigned to a stored closure.
print("this program must not run")
var handler: (() -> Void)? = nil
func install(_ action: () -> Void) {
    action()
    handler = action
}
install { print("x") }

// expect error: assigning non-escaping parameter 'action' to an '@escaping' closure
