// An initialiser delegating to another with self.init.
struct Frame {
    var x, y, width, height: Double
    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    init(size: Double) {
        self.init(x: 0, y: 0, width: size, height: size)
    }
    init(center: (Double, Double), size: Double) {
        self.init(x: center.0 - size / 2, y: center.1 - size / 2, width: size, height: size)
    }
}
print(Frame(size: 4))
print(Frame(center: (10, 10), size: 4))

// expect: Frame(x: 0.0, y: 0.0, width: 4.0, height: 4.0)
// expect: Frame(x: 8.0, y: 8.0, width: 4.0, height: 4.0)
