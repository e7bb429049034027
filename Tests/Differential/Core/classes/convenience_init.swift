// A convenience init delegates to a designated one.
class Rect {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    convenience init(side: Double) {
        self.init(width: side, height: side)
    }
    var area: Double { width * height }
}
print(Rect(side: 3).area, Rect(width: 2, height: 5).area)

// expect: 9.0 10.0
