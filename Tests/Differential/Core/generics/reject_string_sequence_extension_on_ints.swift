// A `Sequence where Element == String` member on an array of Ints is refused.
print("this program must not run")
extension Sequence where Element == String {
    func joinedWithCommas() -> String { joined(separator: ", ") }
}
print([1, 2].joinedWithCommas())

// expect error: cannot convert value of type 'Int' to expected element type 'String'
