// A subclass's initialiser may not hand a closure that uses `self` to a function before `super.init`.
print("this program must not run")
func measure(_ body: () -> Int) -> Int { body() }
class Shape {
    init() {}
}
class Square: Shape {
    var side = 2
    let area: Int
    init(scale: Int) {
        area = measure { self.side * scale }
        super.init()
    }
}
print(Square(scale: 3).area)

// expect error: 'self' captured by a closure before all members were initialized
