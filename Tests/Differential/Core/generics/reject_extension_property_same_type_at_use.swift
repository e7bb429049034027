// A computed property of an extension constrained by `where T == String` cannot be read on a Box<Int>.
print("this program must not run")
struct Box<T> { var items: [T] }
extension Box where T == String {
    var joined: String { items.joined() }
}
print(Box(items: ["a", "b"]).joined)
let numbers = Box(items: [1])
print(numbers.joined)

// expect error: property 'joined' requires the types 'Int' and 'String' be equivalent
