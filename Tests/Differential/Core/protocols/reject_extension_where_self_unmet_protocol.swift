// A method of `extension P where Self: Q` used on a conformer of P that is not a Q.
print("this program must not run")
protocol Named { var name: String { get } }
protocol Greeter {}
extension Greeter where Self: Named {
    func greet() -> String { "Hello, \(name)" }
}
struct Robot: Greeter {}
print(Robot().greet())

// expect error: referencing instance method 'greet()' on 'Greeter' requires that 'Robot' conform to 'Named'
