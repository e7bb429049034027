// A PartialKeyPath cannot write: assigning through it is an error.
print("this program must not run")
struct P { var x = 1 }
let partial: PartialKeyPath<P> = \P.x
var p = P()
p[keyPath: partial] = 3

// expect error: cannot assign through subscript: 'partial' is a read-only key path
