// `split(separator:)` of an array: ArraySlices between the separators, keeping their indices.
let numbers = [1, 0, 2, 3, 0, 0, 4, 0]
print(numbers.split(separator: 0))
print(numbers.split(separator: 0, maxSplits: 1))
print(numbers.split(separator: 0, omittingEmptySubsequences: false))
print(numbers.split(separator: 0, maxSplits: 0))
print(numbers.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false))
let pieces = numbers[1...].split(separator: 0)
print(pieces.map { $0.startIndex }, pieces.map { Array($0) })
print(([] as [Int]).split(separator: 1), ([] as [Int]).split(separator: 1, omittingEmptySubsequences: false))
print(["a", "-", "b", "c"].split(separator: "-").map { $0.joined() })
let words = "to be or not".split(separator: " ").map(String.init)
print(words.split(separator: "or").count)

// expect: [ArraySlice([1]), ArraySlice([2, 3]), ArraySlice([4])]
// expect: [ArraySlice([1]), ArraySlice([2, 3, 0, 0, 4, 0])]
// expect: [ArraySlice([1]), ArraySlice([2, 3]), ArraySlice([]), ArraySlice([4]), ArraySlice([])]
// expect: [ArraySlice([1, 0, 2, 3, 0, 0, 4, 0])]
// expect: [ArraySlice([1]), ArraySlice([2, 3]), ArraySlice([0, 4, 0])]
// expect: [2, 6] [[2, 3], [4]]
// expect: [] [ArraySlice([])]
// expect: ["a", "bc"]
// expect: 2
