// A Set is a Collection but no BidirectionalCollection.
print("this program must not run")
func lastOf<C: BidirectionalCollection>(_ c: C) -> C.Element? { c.last }
print(lastOf(Set([1, 2])) as Any)

// expect error: global function 'lastOf' requires that 'Set<Int>' conform to 'BidirectionalCollection'
