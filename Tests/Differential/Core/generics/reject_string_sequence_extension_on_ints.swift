print("this program must not run")
// A `Sequence where Element == String` member on an array of Ints is refused.
extension Sequence where Element == String {
    func joinedWithCommas() -> String { joined(separator: ", ") }
}
print([1, 2].joinedWithCommas())

// expect error: cannot convert value of type 'Int' to expected element type 'String'
