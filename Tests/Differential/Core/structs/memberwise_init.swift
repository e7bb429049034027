// The memberwise initialiser: every stored property in order, defaults optional.
struct Size {
    var width: Double
    var height: Double = 10
    let unit = "pt"
}
let a = Size(width: 3)
let b = Size(width: 4, height: 5)
print(a.width, a.height, a.unit)
print(b)

// expect: 3.0 10.0 pt
// expect: Size(width: 4.0, height: 5.0, unit: "pt")
