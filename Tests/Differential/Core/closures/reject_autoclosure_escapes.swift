// An @autoclosure parameter without @escaping is non-escaping: it cannot be returned.
print("this program must not run")
func f(_ c: @autoclosure () -> Int) -> () -> Int { return c }

// expect error: using non-escaping parameter 'c' in a context expecting an '@escaping' closure
