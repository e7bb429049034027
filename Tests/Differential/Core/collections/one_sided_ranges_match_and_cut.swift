// contains, ~= and switch patterns with one-sided ranges; relative(to:) and cutting arrays with them.
let a = 2...
let b = ..<5
let c = ...5
print(a.contains(1), b.contains(4), c.contains(5), a.contains(100))
print(a ~= 5, (..<3) ~= 5, ...0 ~= -2)
for x in [-1, 0, 3, 7] {
    switch x {
    case ..<0: print("neg")
    case 0: print("zero")
    case ...5: print("small")
    case 6...: print("big")
    default: print("?")
    }
}
let arr = [10, 20, 30, 40, 50]
print(arr[2...], arr[..<2], arr[...2])
print(a.relative(to: arr), b.relative(to: arr), c.relative(to: arr))
let tail = arr[1...]
print((3...).relative(to: tail), (..<3).relative(to: tail), tail[(...2).relative(to: tail)])
let from = 3...
print(arr[from], Array(arr[from]).count)

// expect: false true true true
// expect: true false true
// expect: neg
// expect: zero
// expect: small
// expect: big
// expect: [30, 40, 50] [10, 20] [10, 20, 30]
// expect: 2..<5 0..<5 0..<6
// expect: 3..<5 1..<3 [20, 30]
// expect: [40, 50] 2
