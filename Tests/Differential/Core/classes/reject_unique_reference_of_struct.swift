// `isKnownUniquelyReferenced` takes a class instance: a struct is refused.
print("this program must not run")
struct Point { var x = 1 }
var point = Point()
print(isKnownUniquelyReferenced(&point))

// expect error: global function 'isKnownUniquelyReferenced' requires that 'Point' be a class type
