// A method of an extension constrained by `where T == String` cannot be called on a Box<Int>.
print("this program must not run")
struct Box<T> { var value: T }
extension Box where T == String {
    func shout() -> String { value.uppercased() }
}
print(Box(value: "hi").shout())
let numbers = Box(value: 3)
print(numbers.shout())

// expect error: referencing instance method 'shout()' on 'Box' requires the types 'Int' and 'String' be equivalent
