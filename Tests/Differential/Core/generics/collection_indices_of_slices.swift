// An index a Collection extension or a generic function returns is the receiver's own: a range's
// value, a slice's and a substring's position in its base.
extension Collection {
    func secondIndex() -> Index? {
        guard !isEmpty else { return nil }
        let i = index(after: startIndex)
        return i == endIndex ? nil : i
    }
}
let r = 10..<20
print(r.secondIndex() as Any)
let xs = [1, 2, 3, 4]
let sl = xs[1...]
print(sl.secondIndex() as Any)
func firstIdx<C: Collection>(_ c: C) -> C.Index { c.startIndex }
print(firstIdx(sl), firstIdx(r))
let word: Substring = "hello".dropFirst()
if let j = word.secondIndex() { print(word[j], j == word.index(after: word.startIndex)) }

// expect: Optional(11)
// expect: Optional(2)
// expect: 1 10
// expect: l true
