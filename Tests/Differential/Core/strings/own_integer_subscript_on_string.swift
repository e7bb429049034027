// A program's own `subscript(index: Int)` on String is the one an Int picks (the standard
// library's is unavailable); a subscript's parameter name is not a label.
private extension String {
    subscript (index: Int) -> Character {
        return self[self.index(self.startIndex, offsetBy: index)]
    }
}
extension Substring {
    subscript(range: Range<Int>) -> Substring {
        let start = index(startIndex, offsetBy: range.lowerBound)
        return self[start..<index(start, offsetBy: range.count)]
    }
}
let word = "swift"
print(word[0], word[4])
var say: Character = word[0]
var runs = 1
for j in 1 ..< word.count where word[j] != say {
    say = word[j]
    runs += 1
}
print(say, runs)
print(word[word.startIndex], word.dropFirst()[1..<3])

// expect: s t
// expect: t 5
// expect: s if
