// Random.seed takes an Int.
print("this program must not run")
Random.seed(1.5)

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
