// last is BidirectionalCollection's: a Collection parameter's value has none
print("this program must not run")
func lastOf<C: Collection>(_ c: C) -> C.Element? { c.last }
print(lastOf("añb") as Any)

// expect error: value of type 'C' has no member 'last'
