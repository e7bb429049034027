// index(after:) of a Set moves a Set<Int>.Index; an Int literal is not one.
print("this program must not run")
let s: Set<Int> = [5]
print(s.index(after: 0))

// expect error: cannot convert value of type 'Int' to expected argument type 'Set<Int>.Index'
