// A computed property with only a getter cannot be assigned.
print("this program must not run")
struct Square {
    var side: Double
    var area: Double { side * side }
}
var sq = Square(side: 2)
sq.area = 9
print(sq.side)

// expect error: cannot assign to property: 'area' is a get-only property
