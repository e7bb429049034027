// `$0` used in a closure that already names its parameter.
print("this program must not run")
let doubled = [1, 2, 3].map { x in $0 * 2 }
print(doubled)

// expect error: anonymous closure arguments cannot be used inside a closure that has explicit arguments; did you mean 'x'?
