print("this program must not run")
// `isKnownUniquelyReferenced` takes a class instance: a struct is refused.
struct Point { var x = 1 }
var point = Point()
print(isKnownUniquelyReferenced(&point))

// expect error: global function 'isKnownUniquelyReferenced' requires that 'Point' be a class type
