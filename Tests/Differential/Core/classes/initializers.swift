// A designated init with defaults, and properties with initial values.
class Canvas {
    var width: Double
    var height: Double
    var title = "untitled"
    init(width: Double = 100, height: Double = 50) {
        self.width = width
        self.height = height
    }
}
let c1 = Canvas()
let c2 = Canvas(width: 300)
c2.title = "wide"
print(c1.width, c1.height, c1.title)
print(c2.width, c2.height, c2.title)

// expect: 100.0 50.0 untitled
// expect: 300.0 50.0 wide
