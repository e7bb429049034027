// A generic type's constrained-extension setters: the assigned String picks the String declaration for swiftc's error.
print("this program must not run")
struct Box<T> { var items: [T] }
extension Box where T == Int {
    var total: Int {
        get { items.reduce(0, +) }
        set { items = [newValue] }
    }
}
extension Box where T == String {
    var total: String {
        get { items.joined() }
        set { items = [newValue] }
    }
}
var box = Box<Double>(items: [1.5])
box.total += "x"
print(box.items)

// expect error: property 'total' requires the types 'Double' and 'String' be equivalent
