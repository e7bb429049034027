// A Double appended to an array of Int.
print("this program must not run")
var sizes = [1, 2, 3]
let next = 4.5
sizes.append(next)
print(sizes)

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
