// A Collection parameter's indices are no BidirectionalCollection: c.indices.last is swiftc's error
print("this program must not run")
func lastIndex<C: Collection>(_ c: C) -> C.Index? { c.indices.last }
print(lastIndex("añb") as Any)

// expect error: value of type 'C.Indices' has no member 'last'
