// A case with a payload used without one.
print("this program must not run")
enum Fill { case solid(String), none }
let fill: Fill = .solid
print(fill)

// expect error: member 'solid' expects argument of type 'String'
