// A tuple is not a CGPoint.
print("this program must not run")
Path { p in p.move(to: (0, 0)) }

// expect error: cannot convert value of type '(Int, Int)' to expected argument type 'CGPoint'
