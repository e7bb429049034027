// A `let` declared without a value and set inside an `if` without `else` may already be set
// when a later statement sets it: swiftc rejects the second assignment.
print("this program must not run")
func label(_ verbose: Bool) -> String {
    let text: String
    if verbose { text = "long" }
    text = "short"
    return text
}
print(label(true))

// expect error: immutable value 'text' may only be initialized once
