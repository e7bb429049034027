// `postfix func !` is swiftc's own force unwrap: no operator declares it and none may.
print("this program must not run")
postfix func ! (x: Int) -> Int { x + 1 }
print(5!)

// expect error: operator implementation without matching operator declaration
