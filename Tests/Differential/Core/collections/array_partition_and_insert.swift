// partition(by:) swaps from both ends as Swift's BidirectionalCollection algorithm does and
// returns where the second partition starts; insert(contentsOf:at:) takes any sequence.
var a = [1, 8, 3, 6, 5, 2, 7]
let p = a.partition(by: { $0 > 4 })
print(p, a)
var b = [4, 4, 4]
print(b.partition { $0 < 0 }, b.partition { $0 > 0 }, b)
var c = [1, 2, 3]
c.insert(contentsOf: [10, 11], at: 1)
c.insert(contentsOf: 20...21, at: c.endIndex)
c.insert(contentsOf: [], at: 0)
print(c)

// expect: 3 [1, 2, 3, 6, 5, 8, 7]
// expect: 3 0 [4, 4, 4]
// expect: [1, 10, 11, 2, 3, 20, 21]
