// min() and max() give optionals; min(by:) with a custom order.
let xs = [3.5, -1.0, 7.25]
print(xs.min()!, xs.max()!, [Int]().max() as Any)
let words = ["kiwi", "fig", "banana"]
print(words.min()!, words.max { $0.count < $1.count }!)
print(words.min(by: { $0.count < $1.count })!)

// expect: -1.0 7.25 nil
// expect: banana banana
// expect: fig
