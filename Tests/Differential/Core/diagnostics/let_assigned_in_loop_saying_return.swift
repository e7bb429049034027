// A `let` assigned in a loop body that has no way out of it is assigned again by the next
// iteration: the words "return" and "break" in a string or a name are not ways out.
print("this program must not run")
let x: Int
let breakfast = ["toast"]
for i in 0..<3 {
    x = i
    print("returned", breakfast)
}

// expect error: immutable value 'x' may only be initialized once
