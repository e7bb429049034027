// An [Int] cannot take a String.
print("this program must not run")
var xs = [1, 2]
xs.append("three")
print(xs)

// expect error: cannot convert value of type 'String' to expected argument type 'Int'
