// fallthrough cannot enter a case that binds variables.
print("this program must not run")
enum E { case a, b(Int) }
switch E.a {
case .a: fallthrough
case .b(let x): print(x)
}

// expect error: 'fallthrough' from a case which doesn't bind variable 'x'
