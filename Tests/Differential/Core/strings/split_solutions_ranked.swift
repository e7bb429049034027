// `split` on a String is Collection's (Substring pieces) or Sequence's (ArraySlice<Character>
// pieces): swiftc solves the whole expression with each and keeps the better solution. Collection's
// is the more specialised, so it wins unless the context needs Sequence's pieces (`indices`
// as `Range<Int>`, kept from the text's characters).
let text = "draw the ring"
print(text.split(separator: " ").map { $0.count + 1 })
print(text.split(separator: " ").map { ($0.count) })
print(text.split(separator: " ").map { (piece: Substring) in piece.count })
print(text.split(separator: " ").map { $0.isEmpty })
print(text.split(separator: " ").filter { $0.count > 3 }.map { $0.uppercased() })
text.split(separator: " ").forEach { _ = $0.count }
let places: [Range<Int>] = text.split(separator: " ").map { $0.indices }
print(places)
print(text.split(separator: " ", maxSplits: 1).map { $0.indices } as [Range<Int>])
let doubled = { (line: String) in line.split(separator: ",").map { $0.count * 2 } }
print(doubled("a,bb,ccc"))

// expect: [5, 4, 5]
// expect: [4, 3, 4]
// expect: [4, 3, 4]
// expect: [false, false, false]
// expect: ["DRAW", "RING"]
// expect: [Range(0..<4), Range(5..<8), Range(9..<13)]
// expect: [Range(0..<4), Range(5..<13)]
// expect: [2, 4, 6]
