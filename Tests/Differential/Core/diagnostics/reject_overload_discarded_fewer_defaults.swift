// A discarded value and the elements of collection and tuple literals with no type wanted have a
// type of their own to find: of two initialisers that fail alike, swiftc then prefers the one
// leaving no default.
print("this program must not run")
struct Caption { init(_ text: String) {} }
struct Icon {}
struct Badge {
    init(_ caption: Caption, tint: Int = 0) {}
    init(_ icon: Icon) {}
}
let count = 3
_ = Badge(count)
let badges = [Badge(count)]
let pair = (Badge(count), 1)
let named = ["a": Badge(count)]

// expect error: cannot convert value of type 'Int' to expected argument type 'Icon'
