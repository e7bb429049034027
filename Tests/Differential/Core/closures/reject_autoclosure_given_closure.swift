// A closure literal passed to an @autoclosure parameter is swiftc's error: pass the expression.
print("this program must not run")
func check(_ condition: @autoclosure () -> Bool) { _ = condition() }
check({ true })

// expect error: add () to forward '@autoclosure' parameter
