// A Dictionary's own `index(after:)` and `index(forKey:)` both take one argument and neither
// is ranked above the other: named without labels, swiftc will not choose.
print("this program must not run")
let ages = ["ann": 31]
let position = ages.index
print(position("ann") != nil)

// expect error: ambiguous use of 'index'
