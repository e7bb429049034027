// Elements of arrays held in variables, in struct properties, in tuples and in class instances,
// written, compound-assigned and mutated in place; copies keep their own elements.
struct Summary {
    var counts = [0, 0, 0]
    var weights = [1.5, 2.5]
    var rows: [[Int]] = [[1], [2, 3]]

    mutating func tally(_ k: Int) {
        counts[k] += 1
        self.counts[k] *= 2
        weights[k % 2] -= 0.25
    }
}

struct Point {
    var x: Int
    var y: Int
    mutating func bump() { x += 10 }
}

final class Box {
    var items = [1, 2, 3]
}

var summary = Summary()
summary.counts[1] += 1
summary.counts[2] = 7
summary.counts[2] -= 3
summary.weights[1] *= 2
summary.tally(0)
summary.tally(1)
summary.rows[1][0] += 40
summary.rows[0].append(9)
print(summary.counts, summary.weights, summary.rows)

var copy = summary
copy.counts[0] += 100
copy.rows[1][1] = 0
print(summary.counts, copy.counts, summary.rows, copy.rows)

var points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
points[0].x += 5
points[1].bump()
points[1].y = -1
print(points.map { "\($0.x),\($0.y)" })

var grid = [[0, 0], [0, 0]]
grid[1][0] += 3
grid[0][1] -= 1
print(grid)

let box = Box()
let alias = box
box.items[1] += 20
print(alias.items)

var pair = (name: "p", values: [1, 2])
pair.values[1] += 5
print(pair.name, pair.values)

func totals() -> [Int] {
    var xs = [1, 2, 3]
    let add = { (k: Int) in xs[k] += 10 }
    add(2)
    xs[0] *= 7
    return xs
}
print(totals())

// expect: [2, 4, 4] [1.25, 4.75] [[1, 9], [42, 3]]
// expect: [2, 4, 4] [102, 4, 4] [[1, 9], [42, 3]] [[1, 9], [42, 0]]
// expect: ["6,2", "13,-1"]
// expect: [[0, -1], [3, 0]]
// expect: [1, 22, 3]
// expect: p [1, 7]
// expect: [7, 2, 13]
