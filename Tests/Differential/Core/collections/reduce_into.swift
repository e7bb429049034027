// reduce(into:) accumulating into a dictionary and an array.
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = words.reduce(into: [Character: Int]()) { counts, word in
    counts[word.first!, default: 0] += 1
}
print(byLetter.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let runningTotals = [1, 2, 3, 4].reduce(into: [Int]()) { acc, x in acc.append((acc.last ?? 0) + x) }
print(runningTotals)

// expect: ["a2", "b2", "c1"]
// expect: [1, 3, 6, 10]
