// A throwing initializer called without `try`.
print("this program must not run")
struct BadSize: Error {}
struct Size {
    var side: Double
    init(side: Double) throws {
        guard side > 0 else { throw BadSize() }
        self.side = side
    }
}
let s = Size(side: 2)
print(s.side)

// expect error: call can throw but is not marked with 'try'
