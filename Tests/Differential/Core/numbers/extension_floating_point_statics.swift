// `extension FloatingPoint`: an instance property, a static property and a method reading it as `Self.two`.
extension FloatingPoint {
    var isWhole: Bool { self == self.rounded() }
    static var two: Self { 2 }
    func times2() -> Self { self * Self.two }
}
print(3.0.isWhole, 3.5.isWhole)
print(Double.two, Float.two)
print(1.25.times2())

// expect: true false
// expect: 2.0 2.0
// expect: 2.5
