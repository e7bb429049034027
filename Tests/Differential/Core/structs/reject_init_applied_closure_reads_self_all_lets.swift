// A closure called where it is written, in an initialiser of a structure whose stored properties
// are all `let`s, uses the whole of `self`: the first property still unset is "used before being
// initialized", and from there swiftc counts it as set, so setting it afterwards sets it twice.
print("this program must not run")
struct Box {
    let width: Int
    let height: Int
    let depth: Int
    init() {
        width = 1
        let area = { self.width * 2 }()
        height = area
        depth = 3
    }
}
print(Box().height)

// expect error: constant 'self.height' used before being initialized
