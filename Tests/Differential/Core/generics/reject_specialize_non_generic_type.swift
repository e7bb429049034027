// A non-generic type written with type arguments.
print("this program must not run")
struct Plain { var a: Int }
let p: Plain<Int> = Plain(a: 1)
print(p.a)

// expect error: cannot specialize non-generic type 'Plain'
