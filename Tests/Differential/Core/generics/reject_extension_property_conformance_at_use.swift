// A computed property of an extension constrained by `where T: Numeric` cannot be read on a Box<String>.
print("this program must not run")
struct Box<T> { var items: [T] }
extension Box where T: Numeric {
    var total: T { items.reduce(0, +) }
}
print(Box(items: [1, 2]).total)
let words = Box(items: ["a"])
print(words.total)

// expect error: property 'total' requires that 'String' conform to 'Numeric'
