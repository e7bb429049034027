// `self` as a whole may be used only after every stored property is set.
print("this program must not run")
func describe(_ size: Size) -> String { "\(size.width)x\(size.height)" }
struct Size {
    var width: Int
    var height: Int
    init(side: Int) {
        width = side
        print(describe(self))
        height = side
    }
}
print(Size(side: 2).height)

// expect error: 'self' used before all stored properties are initialized
