// An extension cannot add a stored property.
print("this program must not run")
struct Point { var x = 0.0 }
extension Point {
    var y = 0.0
}
print(Point().x)

// expect error: extensions must not contain stored properties
