// Of several constrained extensions' setters the receiver meets none of, swiftc names the one the assigned value fits.
print("this program must not run")
extension Array where Element == Int {
    var total: Int {
        get { reduce(0, +) }
        set { self = [newValue] }
    }
}
extension Array where Element == Double {
    var total: Double {
        get { reduce(0, +) }
        set { self = [newValue] }
    }
}
var words: [String] = ["a"]
words.total = 3
print(words)

// expect error: property 'total' requires the types 'String' and 'Int' be equivalent
