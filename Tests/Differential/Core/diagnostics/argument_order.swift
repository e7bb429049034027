// Labelled arguments written in the wrong order.
print("this program must not run")
func frame(width: Double, height: Double) -> Double { width * height }
print(frame(height: 2, width: 3))

// expect error: argument 'width' must precede argument 'height'
