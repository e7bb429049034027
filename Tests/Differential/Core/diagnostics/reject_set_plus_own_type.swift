// A set joined to a value of one's own type with `+`: a set is no collection that can grow, and
// swiftc refers to RangeReplaceableCollection's operator, naming the protocol the type lacks.
print("this program must not run")
struct Badge { var label: String }
let seen: Set<Int> = [1, 2]
let badge = Badge(label: "new")
print(seen + badge)

// expect error: referencing operator function '+' on 'RangeReplaceableCollection' requires that 'Badge' conform to 'RangeReplaceableCollection'
