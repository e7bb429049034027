// An enum case with associated values written where the enum is wanted, without its payload.
print("this program must not run")
enum Shape { case circle(radius: Double); case rect(Double, h: Int) }
func area(_ s: Shape) -> Double { 0 }
print(area(.circle))
let r: Shape = .rect
var s = Shape.rect(1, h: 2)
s = .circle
print(r, s)

// expect error: member 'circle(radius:)' expects argument of type 'Double'
