// A Set is a Collection but not a BidirectionalCollection: its `suffix(_:)` and
// `suffix(from:)` are both Collection's, and swiftc will not choose between them.
print("this program must not run")
let set: Set = [4, 8, 15]
let tail = set.suffix
print(tail(1).count)

// expect error: ambiguous use of 'suffix'
