// One-sided ranges: printed as Swift prints them, counted by for-in until the loop ends,
// cut by prefix, zipped, and used as subscripts.
print(1...)
print([2.5...])
print(..<3, ...4)
print([..<3], [...4])
print("\(1...)")
for i in 1... {
    if i > 3 { break }
    print(i)
}
var n = 0
for i in 10... where i % 2 == 0 {
    n += 1
    if n == 3 { print("third even", i); break }
}
print(Array((1...).prefix(3)))
print((1...).prefix(3).map { $0 * 2 })
print(Array((1...).lazy.map { $0 * 3 }.prefix(2)))
print(Array((5...).lazy.prefix(2)))
let xs = ["a", "b", "c"]
for (i, x) in zip(1..., xs) { print(i, x) }
print(Array(zip(1..., xs).map { "\($0)\($1)" }))
let a = [10, 20, 30, 40]
print(a[1...], a[..<2], a[...2])
print((0...).contains(3), (5...).contains(3))
switch 7 {
case 5...: print("big")
default: print("small")
}

// expect: PartialRangeFrom<Int>(lowerBound: 1)
// expect: [Swift.PartialRangeFrom<Swift.Double>(lowerBound: 2.5)]
// expect: PartialRangeUpTo<Int>(upperBound: 3) PartialRangeThrough<Int>(upperBound: 4)
// expect: [Swift.PartialRangeUpTo<Swift.Int>(upperBound: 3)] [Swift.PartialRangeThrough<Swift.Int>(upperBound: 4)]
// expect: PartialRangeFrom<Int>(lowerBound: 1)
// expect: 1
// expect: 2
// expect: 3
// expect: third even 14
// expect: [1, 2, 3]
// expect: [2, 4, 6]
// expect: [3, 6]
// expect: [5, 6]
// expect: 1 a
// expect: 2 b
// expect: 3 c
// expect: ["1a", "2b", "3c"]
// expect: [20, 30, 40] [10, 20] [10, 20, 30]
// expect: true false
// expect: big
