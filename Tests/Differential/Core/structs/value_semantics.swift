// Assigning or passing a struct copies it; arrays of structs copy too.
struct Pen { var width = 1.0 }
var p1 = Pen()
var p2 = p1
p2.width = 3
func thicken(_ p: Pen) -> Pen { var q = p; q.width *= 2; return q }
let p3 = thicken(p2)
print(p1.width, p2.width, p3.width)
var pens = [Pen(), Pen()]
var copy = pens
copy[0].width = 9
print(pens[0].width, copy[0].width)
pens[1].width += 0.5
print(pens.map(\.width))

// expect: 1.0 3.0 6.0
// expect: 1.0 9.0
// expect: [1.0, 1.5]
