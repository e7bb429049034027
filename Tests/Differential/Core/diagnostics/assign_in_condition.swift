// `=` written for `==` in an if condition.
print("this program must not run")
var x = 3
if x = 3 {
    print("three")
}

// expect error: use of '=' in a boolean context, did you mean '=='?
