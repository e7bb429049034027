// A static method named bare inside an initialiser is looked up on the instance: swiftc refuses it.
print("this program must not run")
struct Palette {
    var base: Int
    static func makeBase() -> Int { 4 }
    init() { base = makeBase() }
}
print(Palette().base)

// expect error: static member 'makeBase' cannot be used on instance of type 'Palette'
