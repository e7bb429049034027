// An empty array literal needs a type to be an array of.
print("this program must not run")
var points = []
print(points)

// expect error: empty collection literal requires an explicit type
