// A one-sided range kept in a variable has an Int bound already: it cannot be asked about a Double.
print("this program must not run")
let from = 2...
print(from.contains(2.5))

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
