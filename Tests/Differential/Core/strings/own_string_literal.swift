// A program's ExpressibleByStringLiteral type made from string literals, and an
// ExpressibleByStringInterpolation one from an interpolated literal.
struct Tag: ExpressibleByStringLiteral, CustomStringConvertible {
    var name: String
    init(stringLiteral value: String) { name = value.lowercased() }
    var description: String { "#" + name }
}
struct Note: ExpressibleByStringInterpolation {
    var text: String
    init(stringLiteral value: String) { text = value }
}
let tag: Tag = "Swift"
let tags: [Tag] = ["Shapes", "Paths"]
func show(_ tag: Tag) { print(tag) }
show("Notebook")
let count = 3
let note: Note = "\(count) notes"
print(tag, tags, note.text)

// expect: #notebook
// expect: #swift [#shapes, #paths] 3 notes
