// A static property read bare in an instance method needs `Self.` or the type's name.
print("this program must not run")
struct Grid {
    static let spacing = 8
    var columns = 3
    func width() -> Int { columns * spacing }
}
print(Grid().width())

// expect error: static member 'spacing' cannot be used on instance of type 'Grid'
