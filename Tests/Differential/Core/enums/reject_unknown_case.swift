// Naming a case that does not exist is an error.
print("this program must not run")
enum Direction { case left, right }
let d = Direction.up
print(d)

// expect error: type 'Direction' has no member 'up'
