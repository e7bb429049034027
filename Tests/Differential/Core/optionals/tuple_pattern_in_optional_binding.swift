// `while let (node, cost) = queue.pop()`: a tuple pattern binds the parts of an optional tuple,
// as `case let (node, cost)? = …` does.
var queue: [(String, Int)] = [("a", 1), ("b", 2), ("c", 3)]
func pop() -> (String, Int)? { queue.isEmpty ? nil : queue.removeFirst() }
while let (name, cost) = pop() { print(name, cost) }
let pair: (x: Int, y: Int)? = (3, 4)
if let (a, b) = pair, a < b { print(a + b) } else { print("none") }
let missing: (Int, Int)? = nil
if var (a, _) = missing { a += 1; print(a) } else { print("nil") }
func first(_ xs: [Int]) -> (index: Int, value: Int)? { xs.isEmpty ? nil : (0, xs[0]) }
func describe(_ xs: [Int]) -> String {
    guard let (i, v) = first(xs) else { return "empty" }
    return "\(i): \(v)"
}
print(describe([7, 8]), describe([]))

// expect: a 1
// expect: b 2
// expect: c 3
// expect: 7
// expect: nil
// expect: 0: 7 empty
