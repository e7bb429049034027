// A String is a BidirectionalCollection but no RandomAccessCollection.
print("this program must not run")
func mid<C: RandomAccessCollection>(_ c: C) -> C.Element? { c.isEmpty ? nil : c[c.index(c.startIndex, offsetBy: c.count / 2)] }
print(mid("abc") as Any)

// expect error: global function 'mid' requires that 'String' conform to 'RandomAccessCollection'
