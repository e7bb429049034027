// A memberwise initialiser called without one of its properties.
print("this program must not run")
struct Rect {
    var width: Double
    var height: Double
}
let r = Rect(width: 3)
print(r.width)

// expect error: missing argument for parameter 'height' in call
