// Constrained extensions of a generic struct and of Array declare one settable property for two
// element types: each assignment runs the setter whose where clause its receiver meets.
struct Box<T> { var items: [T] }
extension Box where T == Int {
    var total: Int {
        get { items.reduce(0, +) }
        set { items = [newValue] }
    }
}
extension Box where T == String {
    var total: Int {
        get { items.count }
        set { items = Array(repeating: "x", count: newValue) }
    }
}
extension Array where Element == Int {
    var total: Int {
        get { reduce(0, +) }
        set { self = [newValue] }
    }
}
extension Array where Element == String {
    var total: Int {
        get { count }
        set { self = Array(repeating: "y", count: newValue) }
    }
}
var ints = Box(items: [1, 2])
var words = Box(items: ["a"])
ints.total = 5
words.total = 3
words.total += 1
print(ints.items, words.items, ints.total, words.total)
var numbers = [1, 2, 3]
var letters = ["a"]
numbers.total = 9
letters.total = 2
print(numbers, letters, numbers.total, letters.total)

// expect: [5] ["x", "x", "x", "x"] 5 4
// expect: [9] ["y", "y"] 9 2
