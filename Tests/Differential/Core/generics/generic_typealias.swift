// A generic type alias names a type over its parameters: `Pair<Int>` is `(Int, Int)`.
typealias Pair<T> = (T, T)
typealias Grid<Cell> = [[Cell]]
typealias Lookup<Value> = [String: Value]
typealias Transform<T> = (T) -> T
let pp: Pair<Int> = (1, 2)
print(pp.0 + pp.1)
func swapped<T>(_ p: Pair<T>) -> Pair<T> { (p.1, p.0) }
print(swapped(("a", "b")))
var grid: Grid<Bool> = [[true, false], [false, true]]
grid[0][1] = true
print(grid.map { $0.filter { $0 }.count })
let ages: Lookup<Int> = ["ann": 31]
print(ages["ann"] ?? 0)
let twice: Transform<Double> = { $0 * 2 }
print(twice(1.5))

// expect: 3
// expect: ("b", "a")
// expect: [2, 1]
// expect: 31
// expect: 3.0
