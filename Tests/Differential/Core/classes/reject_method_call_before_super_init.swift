// A subclass's method may be called only after `super.init`.
print("this program must not run")
class Animal {
    let name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {
    let tricks: Int
    func summary() -> String { "\(name): \(tricks)" }
    init(tricks: Int) {
        self.tricks = tricks
        print(summary())
        super.init(name: "Rex")
    }
}
print(Dog(tricks: 2).tricks)

// expect error: 'self' used in method call 'summary' before 'super.init' call
