// An array's own `index(after:)`, `index(before:)` and `index(_:offsetBy:)` are one type's
// members, none ranked above the others: named without labels, swiftc will not choose.
print("this program must not run")
let xs = [3, 1, 2]
let next = xs.index
print(next(0))

// expect error: ambiguous use of 'index'
