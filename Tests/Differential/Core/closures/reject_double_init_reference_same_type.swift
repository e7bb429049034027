// `Double.init` taking a Double ties in swiftc, as `Int.init` taking an Int does.
print("this program must not run")
print([1.5].map(Double.init))

// expect error: ambiguous use of 'init'
