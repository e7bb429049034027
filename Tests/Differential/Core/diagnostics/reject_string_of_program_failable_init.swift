// String(_:) of a program type's failable initialiser: of a literal, swiftc ranks String's
// initialisers and asks to unwrap; of a plain value, the solutions tie: no exact matches.
print("this program must not run")
struct Code: LosslessStringConvertible {
    var description: String
    init?(_ description: String) { self.description = description }
}
let name = "x"
print(String(Code("y")))
print(String(Code(name)))

// expect error: value of optional type 'Code?' must be unwrapped to a value of type 'Code'
