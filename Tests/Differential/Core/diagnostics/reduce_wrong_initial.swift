// reduce's initial value of a type other than the closure's result.
print("this program must not run")
let lengths = [1.5, 2.5]
let total: Double = lengths.reduce(0) { $0 + $1 }
let count: Int = lengths.reduce(0.0) { $0 + $1 }
print(total, count)

// expect error: cannot convert value of type 'Double' to specified type 'Int'
