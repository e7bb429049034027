// Unlike a class instance, a struct in a let cannot be mutated.
print("this program must not run")
struct S { var x = 0 }
let s = S()
s.x = 1
print(s.x)

// expect error: cannot assign to property: 's' is a 'let' constant
