// A struct's array property is not initialised with an ArraySlice.
print("this program must not run")
struct Polyline { var points: [Double] }
let values = [0.0, 1.5, 3.0, 4.5]
let line = Polyline(points: values.prefix(2))
print(line.points)

// expect error: cannot convert value of type 'ArraySlice<Double>' to expected argument type '[Double]'
