// A method of an extension constrained by `where T: Comparable` needs a Comparable T at the call.
print("this program must not run")
struct Box<T> { var value: T }
extension Box where T: Comparable {
    func isAbove(_ other: T) -> Bool { value > other }
}
struct Thing {}
print(Box(value: 3).isAbove(2))
print(Box(value: Thing()).isAbove(Thing()))

// expect error: referencing instance method 'isAbove' on 'Box' requires that 'Thing' conform to 'Comparable'
