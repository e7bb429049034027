// Closure parameter and return types inferred from context.
let double: (Int) -> Int = { x in x * 2 }
let add = { (a: Int, b: Int) -> Int in a + b }
let shout: (String) -> String = { $0.uppercased() + "!" }
print(double(21), add(2, 3), shout("hi"))
let sorted = [3, 1, 2].sorted { a, b in a > b }
print(sorted)

// expect: 42 5 HI!
// expect: [3, 2, 1]
