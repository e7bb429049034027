// Number-protocol generics in idioms: %, recursion, closures over T, Double(x) of a T, a generic struct's mutating arithmetic.
func isEven<T: BinaryInteger>(_ x: T) -> Bool { x % 2 == 0 }
func countdown<T: BinaryInteger>(_ n: T) -> [T] { n <= 0 ? [] : [n] + countdown(n - 1) }
func power<T: Numeric>(_ base: T, _ exp: Int) -> T { (0..<exp).reduce(1) { acc, _ in acc * base } }
func apply<T: Numeric>(_ xs: [T], _ f: (T) -> T) -> [T] { xs.map(f) }
func shift<T: FloatingPoint>(_ xs: [T], by d: T) -> [T] { xs.map { $0 + d } }
func positive<T: SignedNumeric & Comparable>(_ x: T) -> T { x < 0 ? -x : x }
print(isEven(4), isEven(UInt8(7)), countdown(3), power(2, 10), power(1.5, 2))
print(apply([1, 2]) { $0 * 3 }, shift([1.0, 2.0], by: 0.5), positive(-3), positive(2.5), positive(-0.5))
var acc: [Double] = []
func collect<T: BinaryFloatingPoint>(_ x: T) { acc.append(Double(x) * 2) }
collect(1.25); collect(Float(0.5))
print(acc)
struct Grid<T: Numeric> {
    var cells: [T]
    mutating func scale(_ k: T) { for i in cells.indices { cells[i] *= k } }
    func sum() -> T { cells.reduce(0, +) }
}
var g = Grid(cells: [1, 2, 3])
g.scale(2)
print(g.cells, g.sum(), Grid(cells: [0.5]).sum())

// expect: true false [3, 2, 1] 1024 2.25
// expect: [3, 6] [1.5, 2.5] 3 2.5 0.5
// expect: [2.5, 1.0]
// expect: [2, 4, 6] 12 0.5
