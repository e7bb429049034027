// A struct conforming to OptionSet: static options, array literals of options, and SetAlgebra's
// members (contains, insert, remove, union, intersection, subtracting, isEmpty, ==).
struct Border: OptionSet {
    let rawValue: Int
    static let top = Border(rawValue: 1 << 0)
    static let bottom = Border(rawValue: 1 << 1)
    static let left = Border(rawValue: 1 << 2)
    static let right = Border(rawValue: 1 << 3)
    static let vertical: Border = [.top, .bottom]
    static let all: Border = [.vertical, .left, .right]
}
func describe(_ border: Border) -> String {
    var parts: [String] = []
    if border.contains(.top) { parts.append("top") }
    if border.contains(.bottom) { parts.append("bottom") }
    if border.contains(.left) { parts.append("left") }
    if border.contains(.right) { parts.append("right") }
    return parts.isEmpty ? "none" : parts.joined(separator: "+")
}
var border: Border = [.top, .left]
print(border.rawValue, describe(border), border.contains(.bottom))
let inserted = border.insert(.bottom)
print(inserted.inserted, inserted.memberAfterInsert.rawValue, describe(border))
print(border.insert(.top).inserted, border.remove(.left)?.rawValue ?? -1, border.remove(.left) == nil)
print(describe(Border.all), Border.all.rawValue, Border.vertical.isSubset(of: .all))
print(describe(border.union(.right)), describe(Border.all.subtracting(.vertical)), describe(border.intersection(.vertical)))
let empty: Border = []
print(empty.isEmpty, describe(empty), empty == Border(), border == [.bottom, .top])
border.formUnion([.left, .right])
print(border.rawValue, border.symmetricDifference(.all).isEmpty, border)

// expect: 5 top+left false
// expect: true 2 top+bottom+left
// expect: false 4 true
// expect: top+bottom+left+right 15 true
// expect: top+bottom+right left+right top+bottom
// expect: true none true true
// expect: 15 true Border(rawValue: 15)
