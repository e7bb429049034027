// `extension StringProtocol`: members on a String, a Substring and a `T: StringProtocol`, with
// `SubSequence` (Substring), `Element` (Character), `self[..<i]`, `uppercased()`, `String(reversed())`;
// `extension Collection where Element == Character` on a String, a Substring and [Character].
extension StringProtocol {
    func shout() -> String { uppercased() + "!" }
    var firstWord: SubSequence {
        guard let space = firstIndex(of: " ") else { return self[...] }
        return self[..<space]
    }
    func count(of character: Element) -> Int { filter { $0 == character }.count }
    func reversedText() -> String { String(reversed()) }
    func parseInt(at index: Int) -> Int { Int(dropFirst(index)) ?? -1 }
    var trimmed: SubSequence {
        var start = startIndex
        var end = endIndex
        while start != end && self[start].isWhitespace { start = index(after: start) }
        while start != end && self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}
extension Collection where Element == Character {
    func letters() -> Int { filter { $0.isLetter }.count }
}
func textGeneric<T: StringProtocol>(_ text: T) -> String { text.shout() + " " + text.firstWord }

let s = "hello brave world"
print(s.shout(), s.firstWord, type(of: s.firstWord), s.count(of: "o"), s.reversedText())
let sub = s.dropFirst(6)
print(sub.shout(), sub.firstWord, type(of: sub.firstWord), sub.count(of: "r"), sub.reversedText())
let word = s.firstWord
print(s[word.startIndex..<word.endIndex], sub.firstWord.startIndex == s.index(s.startIndex, offsetBy: 6))
print("x: 42".parseInt(at: 3), "n=7".dropFirst(0).parseInt(at: 2), "abc".parseInt(at: 1))
print("[\("  padded text \n".trimmed)]", type(of: "  a ".trimmed), "[\("   ".trimmed)]", "[\(" in sub ".dropFirst().trimmed)]")
print(textGeneric("hi there"), textGeneric("hey you".dropFirst()))
print("a1b2".letters(), Array("xy9").letters(), "a1b2".dropFirst().letters())

// expect: HELLO BRAVE WORLD! hello Substring 2 dlrow evarb olleh
// expect: BRAVE WORLD! brave Substring 2 dlrow evarb
// expect: hello true
// expect: 42 7 -1
// expect: [padded text] Substring [] [in sub]
// expect: HI THERE! hi EY YOU! ey
// expect: 2 2 1
