// A conformance that leaves out a property and a method the protocol requires.
print("this program must not run")
protocol Figure {
    var name: String { get }
    func area() -> Double
}
struct Circle: Figure {
    var radius: Double
}
print(Circle(radius: 1).radius)

// expect error: type 'Circle' does not conform to protocol 'Figure'
