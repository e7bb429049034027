// A property of `extension Collection where Element: Comparable` needs Comparable elements.
print("this program must not run")
extension Collection where Element: Comparable {
    var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
struct Point { var x = 1 }
print([1, 2].isSorted, "ab".isSorted)
print([Point()].isSorted)

// expect error: property 'isSorted' requires that 'Point' conform to 'Comparable'
