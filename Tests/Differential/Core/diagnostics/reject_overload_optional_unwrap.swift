// No overload takes an optional String: unwrapping it is the smallest fix, so swiftc blames the
// String overload rather than saying that none matches.
print("this program must not run")
struct Badge {}
func show(_ badge: Badge) { print("badge") }
func show(_ text: String) { print(text) }
let title: String? = "Title"
show(title)

// expect error: value of optional type 'String?' must be unwrapped to a value of type 'String'
