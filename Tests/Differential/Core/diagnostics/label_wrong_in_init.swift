// A memberwise initialiser called with a label the struct does not have.
print("this program must not run")
struct Ring { var radius: Double; var width: Double }
let ring = Ring(r: 20, width: 2)
print(ring)

// expect error: incorrect argument label in call (have 'r:width:', expected 'radius:width:')
