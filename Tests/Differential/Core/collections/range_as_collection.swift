// A Range<Int>'s values are its own indices: firstIndex gives the value's position, which is the value.
let r = 2..<10
print(r.firstIndex(of: 3)!, r.firstIndex(where: { $0 > 4 })!, r.lastIndex(of: 9)!, r.firstIndex(of: 11) == nil)
print(r.startIndex, r.endIndex, r.indices, r.indices.count)

// expect: 3 5 9 true
// expect: 2 10 2..<10 8
