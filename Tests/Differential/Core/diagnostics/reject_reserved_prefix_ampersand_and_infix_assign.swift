// `prefix operator &` and `infix operator =` are swiftc's own; neither may be declared.
print("this program must not run")
prefix operator &
prefix func & (x: Int) -> Int { x }
infix operator =
print(1)

// expect error: cannot declare a custom 'prefix' '&' operator
