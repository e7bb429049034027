// Every alternative of a case must bind the same names.
print("this program must not run")
enum E { case a(Int), b(Int), c }
let e = E.a(1)
switch e {
case .a(let x), .c: print(x)
default: break
}

// expect error: 'x' must be bound in every pattern
