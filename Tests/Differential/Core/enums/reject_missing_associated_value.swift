// A case with an associated value needs it when constructed.
print("this program must not run")
enum Shape { case circle(radius: Double) }
let s: Shape = .circle
print(s)

// expect error: member 'circle(radius:)' expects argument of type 'Double'
