// A closure returning the wrong type is rejected.
print("this program must not run")
let f: (Int) -> String = { $0 * 2 }
print(f(1))

// expect error: cannot convert value of type 'Int' to closure result type 'String'
