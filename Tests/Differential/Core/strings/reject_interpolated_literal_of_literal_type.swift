// A type that is only ExpressibleByStringLiteral takes no interpolated literal.
print("this program must not run")
struct Tag: ExpressibleByStringLiteral {
    var name: String
    init(stringLiteral value: String) { name = value }
}
let count = 3
let tag: Tag = "tag \(count)"
print(tag.name)

// expect error: cannot convert value of type 'String' to specified type 'Tag'
