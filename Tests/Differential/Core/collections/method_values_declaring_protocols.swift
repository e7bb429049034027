// A method named as a value takes the declaration swiftc ranks first: a more refined
// protocol's (BidirectionalCollection's `suffix(_:)` and `dropLast(_:)` over Collection's
// `suffix(from:)`), a constrained extension's (`contains(_:)`, `min()`, `sorted()`,
// `firstIndex(of:)`, `split(separator:…)` over those taking a closure), a type's own member
// over a protocol extension's.
let xs = [3, 1, 2, 5]
let tail = xs.suffix
let trim = xs.dropLast
let skip = xs.dropFirst
print(tail(2), trim(1), skip(3))
let word = "hello"
let wordTail = word.suffix
let wordTrim = word.dropLast
print(wordTail(3), wordTrim(2))
let range = 0..<6
let rangeTail = range.suffix
print(rangeTail(2))
let slice = xs[1...3]
let sliceTail = slice.suffix
print(sliceTail(1))
let sub = word.dropFirst()
let subTail = sub.suffix
print(subTail(2))
let set: Set = [4, 8, 15]
let setTrim = set.dropLast
print(setTrim(1).count)
// A Set's own `index(after:)` over Collection's `index(_:offsetBy:)`.
let step = set.index
print(step(set.startIndex) != set.endIndex)
let has = xs.contains
let least = xs.min
let order = xs.sorted
let find = xs.firstIndex
let findLast = xs.lastIndex
let cut = xs.split
print(has(5), least() ?? 0, order(), find(1) ?? -1, findLast(2) ?? -1, cut(1, 5, true))
let chars = word.split
print(chars("l", 5, false))
print([1, 2].map(xs.suffix), [1, 2].map(word.dropLast))

// expect: [2, 5] [3, 1, 2] [5]
// expect: llo hel
// expect: 4..<6
// expect: [5]
// expect: lo
// expect: 2
// expect: true
// expect: true 1 [1, 2, 3, 5] 1 2 [ArraySlice([3]), ArraySlice([2, 5])]
// expect: ["he", "", "o"]
// expect: [ArraySlice([5]), ArraySlice([2, 5])] ["hell", "hel"]
