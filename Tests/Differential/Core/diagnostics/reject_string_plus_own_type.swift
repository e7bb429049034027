// A string joined to a value of one's own type made in place: swiftc infers the type through
// RangeReplaceableCollection's generic `+` and names the protocol it lacks.
print("this program must not run")
struct Badge { var label: String }
print("item " + Badge(label: "new"))

// expect error: operator function '+' requires that 'Badge' conform to 'RangeReplaceableCollection'
