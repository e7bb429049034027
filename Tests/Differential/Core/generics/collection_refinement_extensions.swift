// Extensions of RandomAccessCollection, BidirectionalCollection and MutableCollection add members
// to arrays, strings and ranges as the protocols admit (a binary search, a mutating swap).
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(_ target: Element) -> Index? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return nil
    }
}
extension BidirectionalCollection {
    var penultimate: Element? { count < 2 ? nil : self[index(endIndex, offsetBy: -2)] }
}
extension MutableCollection {
    mutating func swapFirstTwo() {
        guard count > 1 else { return }
        swapAt(startIndex, index(after: startIndex))
    }
}
print([1, 3, 5, 7].binarySearch(5) as Any, [1, 3].binarySearch(4) as Any, (0..<100).binarySearch(42) as Any)
print([1, 2, 3].penultimate as Any, "abc".penultimate as Any)
var xs = [1, 2, 3]
xs.swapFirstTwo()
print(xs)
func pen<C: BidirectionalCollection>(_ c: C) -> C.Element? { c.penultimate }
print(pen([4, 5]) as Any)

// expect: Optional(2) nil Optional(42)
// expect: Optional(2) Optional("b")
// expect: [2, 1, 3]
// expect: Optional(4)
