// A lazy property without a written type takes its value's type, and the value may use self
// and the type's other members.
struct Grid<T> {
    var cells: [T]
    var columns: Int
    lazy var rows = cells.count / columns
    lazy var firstRow = Array(cells.prefix(columns))
    lazy var pairs = zip(cells, cells.indices).map { ($1, $0) }
    func scaled(_ k: Int) -> Int { k * columns }
    lazy var wide = scaled(10)
    lazy var later = wide + 1
    lazy var counter = { [cells] in cells.count }
}
var grid = Grid(cells: ["a", "b", "c", "d"], columns: 2)
print(grid.rows, grid.firstRow, grid.pairs.map { "\($0.0)\($0.1)" }, grid.wide, grid.later, grid.counter())
grid.rows = 7
print(grid.rows, type(of: grid.pairs))
var copy = grid
copy.columns = 4
print(copy.rows, copy.wide)
struct Cart {
    var items = [3, 4, 5]
    lazy var total = items.reduce(0, +)
    lazy var label = "cart of \(items.count)"
    lazy var first = items.first
}
var cart = Cart()
print(cart.total, cart.label, cart.first as Any)
cart.items.append(10)
print(cart.total, cart.items.count)

// expect: 2 ["a", "b"] ["0a", "1b", "2c", "3d"] 20 21 4
// expect: 7 Array<(Int, String)>
// expect: 7 20
// expect: 12 cart of 3 Optional(3)
// expect: 12 4
