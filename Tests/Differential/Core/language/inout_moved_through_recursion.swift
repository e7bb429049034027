// An inout dictionary or array passed down a recursion is changed in place (the memo of an LCS),
// and a throwing call still writes back what it changed before it threw.
func lcs(_ a: [Character], _ b: [Character], _ i: Int, _ j: Int, _ memo: inout [String: Int]) -> Int {
    if i < 0 || j < 0 { return 0 }
    if let known = memo["\(i),\(j)"] { return known }
    let result: Int
    if a[i] == b[j] {
        result = 1 + lcs(a, b, i - 1, j - 1, &memo)
    } else {
        result = max(lcs(a, b, i - 1, j, &memo), lcs(a, b, i, j - 1, &memo))
    }
    memo["\(i),\(j)"] = result
    return result
}
var memo: [String: Int] = [:]
let first = Array("oxcpqrsvwf"), second = Array("shmtulqrypy")
print(lcs(first, second, first.count - 1, second.count - 1, &memo), memo.count)

func fill(_ xs: inout [Int], upTo n: Int) {
    guard xs.count < n else { return }
    xs.append(xs.count * xs.count)
    fill(&xs, upTo: n)
}
var squares: [Int] = []
fill(&squares, upTo: 6)
print(squares)

enum Stop: Error { case now }
func appendThenThrow(_ xs: inout [Int], _ value: Int) throws {
    xs.append(value)
    throw Stop.now
}
var kept = [1, 2]
do {
    try appendThenThrow(&kept, 3)
} catch {
    print("caught", error)
}
print(kept)

struct Box { var items: [String] = [] }
var box = Box()
func add(_ items: inout [String], _ name: String, times: Int) {
    if times == 0 { return }
    items.append(name + String(times))
    add(&items, name, times: times - 1)
}
add(&box.items, "x", times: 3)
var grid = [[0, 0], [0, 0]]
add2(&grid[1], 7)
func add2(_ row: inout [Int], _ v: Int) { row[0] += v; row.append(v) }
print(box.items, grid)
var p = 1, q = 2
swap(&p, &q)
print(p, q)
let n = -42
print("[\(n)] \(Int.max) \(String(describing: Int.min))", n.description, "\(n)\(n)")

// expect: 2 110
// expect: [0, 1, 4, 9, 16, 25]
// expect: caught now
// expect: [1, 2, 3]
// expect: ["x3", "x2", "x1"] [[0, 0], [7, 0, 7]]
// expect: 2 1
// expect: [-42] 9223372036854775807 -9223372036854775808 -42 -42-42
