// A property called as if it were a method.
print("this program must not run")
struct Box { var width = 2.0 }
let b = Box()
print(b.width())

// expect error: cannot call value of non-function type 'Double'
