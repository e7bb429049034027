// Arrays appended to on every iteration of a `for` loop (which Lang gives room for before the
// loop starts): the results must be what appending one by one gives, whatever the loop does.
var xs: [Double] = []
var ys = [Int]()
for i in 0..<1000 {
    xs.append(Double(i) / 4)
    ys.append(i)
    ys.append(-i)
}
print(xs.count, ys.count, xs[999], ys[1998], ys[1999])

// A copy taken before the loop keeps its elements.
var base = [1, 2, 3]
let copy = base
for i in 0..<5 { base.append(i * 10) }
print(base, copy)

// Inner loops run many times: the array keeps growing by doubling, not by each loop's count.
var grid: [Int] = []
for row in 0..<300 {
    for column in 0..<3 { grid.append(row * 3 + column) }
}
print(grid.count, grid[0], grid[899], grid.reduce(0, +))

// An array declared in the body starts empty on every iteration.
var lengths: [Int] = []
for n in 1...4 {
    var row: [Int] = []
    for k in 0..<n { row.append(k) }
    row.append(n)
    lengths.append(row.count)
}
print(lengths)

// A huge range left early.
var firsts: [Int] = []
for i in 0..<Int.max {
    firsts.append(i)
    if i == 2 { break }
}
print(firsts)

// Over an array's elements, and appending to the array being walked (the loop walks a copy).
var walked = [5, 6]
for value in walked { walked.append(value + 1) }
print(walked)

// Inside a function, on a local variable and on a parameter's copy.
func squares(_ n: Int, after start: [Int]) -> [Int] {
    var result = start
    for i in 1...n { result.append(i * i) }
    return result
}
print(squares(4, after: [0]), squares(1, after: []))

// expect: 1000 2000 249.75 999 -999
// expect: [1, 2, 3, 0, 10, 20, 30, 40] [1, 2, 3]
// expect: 900 0 899 404550
// expect: [2, 3, 4, 5]
// expect: [0, 1, 2]
// expect: [5, 6, 6, 7]
// expect: [0, 1, 4, 9, 16] [1]
