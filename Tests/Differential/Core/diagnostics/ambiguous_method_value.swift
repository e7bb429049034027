// A method named as a value without its labels, where several declarations of one type fit
// (`prefix(_:)`, `prefix(upTo:)`, `prefix(through:)`): swiftc will not choose.
print("this program must not run")
let xs = [3, 1, 2]
let cut = xs.prefix
print(cut(1))

// expect error: ambiguous use of 'prefix'
