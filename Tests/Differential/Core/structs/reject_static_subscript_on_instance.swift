// A `static` subscript is the type's: an instance of the type has none to read or assign through.
print("this program must not run")
struct Grid {
    static var cells = [1, 2]
    static subscript(index: Int) -> Int {
        get { cells[index] }
        set { cells[index] = newValue }
    }
}
struct Holder {
    var grid = Grid()
}
var holder = Holder()
print(holder.grid[0])
holder.grid[1] = 3

// expect error: static member 'subscript' cannot be used on instance of type 'Grid'
