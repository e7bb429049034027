// A function generic over StringProtocol reads its String or Substring as text, by String.Index:
// T.Index is the text's own index (a Substring's in its base), passed on to a Collection generic
// and back, and its String members (uppercased, count, split, a cut from an index) see the text.
func second<C: Collection>(_ c: C) -> C.Index { c.index(after: c.startIndex) }
func secondText<T: StringProtocol>(_ t: T) -> T.Index { t.index(after: t.startIndex) }
func third<T: StringProtocol>(_ t: T) -> T.Index { t.index(after: second(t)) }
func firstO<T: StringProtocol>(_ t: T) -> T.Index? { t.firstIndex(of: "ö") }
func words<T: StringProtocol>(_ t: T) -> Int { t.split(separator: " ").count }
func shout<T: StringProtocol>(_ t: T) -> String { t.uppercased() + "\(t.count)" }
func cut<T: StringProtocol>(_ t: T) -> String { String(t[t.index(after: t.startIndex)...]) }
let s = "héllo wörld 🇫🇷"
let w = s[s.firstIndex(of: "w")!...]
print(secondText(s), s[secondText(s)], secondText(w), w[secondText(w)], firstO(w)!, w[firstO(w)!])
print(third(s), s[third(s)], third(w), w[third(w)])
print(shout(s), shout(w), cut(s), cut(w), words(s), words(w))

// expect: 1[utf8] é 8[utf8] ö 8[utf8] ö
// expect: 3[utf8] l 10[utf8] r
// expect: HÉLLO WÖRLD 🇫🇷13 WÖRLD 🇫🇷7 éllo wörld 🇫🇷 örld 🇫🇷 3 2
