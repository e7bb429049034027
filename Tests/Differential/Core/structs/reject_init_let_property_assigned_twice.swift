// A `let` property is set once in an initialiser: a second assignment on the same path is rejected.
print("this program must not run")
struct Tag {
    let name: String
    init(raw: String) {
        name = raw
        name = raw.uppercased()
    }
}
print(Tag(raw: "a").name)

// expect error: immutable value 'self.name' may only be initialized once
