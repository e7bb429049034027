// A property of `extension P where Self: Q` read on a conformer of P that is not a Q.
print("this program must not run")
protocol Named { var name: String { get } }
protocol Greeter {}
extension Greeter where Self: Named {
    var greeting: String { "Hello, \(name)" }
}
struct Robot: Greeter {}
print(Robot().greeting)

// expect error: property 'greeting' requires that 'Robot' conform to 'Named'
