// Overloads told apart only by the labels of defaulted parameters: a call that gives neither
// label fits both equally, and swiftc will not choose.
print("this program must not run")
func step(by amount: Int = 1) -> Int { amount }
func step(times count: Int = 2) -> Int { count }
print(step(by: 3), step(times: 4))
print(step())

// expect error: ambiguous use of 'step'
