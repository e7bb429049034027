// `String.init` as a function of a String is ambiguous in swiftc (several initialisers take one),
// as it is of a Double or of a type without a `description`.
print("this program must not run")
let names = ["ring", "star"]
print(names.map(String.init))

// expect error: ambiguous use of 'init'
