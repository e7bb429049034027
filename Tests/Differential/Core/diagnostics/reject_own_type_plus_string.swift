// A value of one's own type joined to a string with `+`: swiftc tries RangeReplaceableCollection's
// `+` of a sequence and names the protocol the type lacks.
print("this program must not run")
struct Badge { var label: String }
let badge = Badge(label: "new")
print(badge + " item")

// expect error: operator function '+' requires that 'Badge' conform to 'Sequence'
