// `extension P where Self: Q`: its bodies see Q's requirements and Q's own extension members on
// `self` (implicitly and written), and its members are used on conformers of both, directly, in
// a closure and through a generic parameter of both protocols.
protocol Named { var name: String { get } }
extension Named { var shout: String { name.uppercased() } }
protocol Shape { var area: Double { get } }
extension Shape { var doubled: Double { area * 2 } }
protocol Greeter { func wave() -> String }
extension Greeter where Self: Named {
    func greet() -> String { "Hello, \(name) (\(self.shout)) " + wave() }
    var initial: String { String(name.prefix(1)) }
}
protocol Labeled { var label: String { get } }
extension Labeled where Self: Shape {
    func describe() -> String { "\(label): \(area) \(doubled)" }
}
struct Person: Greeter, Named {
    let name: String
    func wave() -> String { "*waves*" }
}
struct Square: Shape, Labeled {
    var side: Double
    var area: Double { side * side }
    var label: String { "square" }
}
func welcome<T: Greeter & Named>(_ t: T) -> String { t.greet() + " " + t.initial }
let people = [Person(name: "ann"), Person(name: "bo")]
print(people.map { $0.greet() })
print(welcome(Person(name: "cy")))
print(Square(side: 3).describe())

// expect: ["Hello, ann (ANN) *waves*", "Hello, bo (BO) *waves*"]
// expect: Hello, cy (CY) *waves* c
// expect: square: 9.0 18.0
