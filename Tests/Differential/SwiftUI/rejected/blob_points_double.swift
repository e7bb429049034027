// Blob's point count is an Int.
print("this program must not run")
Blob(points: 5.5)

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
