// A member of `extension P where Self: Sequence, Self.Element == Int` used on an array of Strings.
print("this program must not run")
protocol Summable {}
extension Array: Summable {}
extension Summable where Self: Sequence, Self.Element == Int {
    func total() -> Int { reduce(0, +) }
}
let numbers = [1, 2]
print(numbers.total())
let words = ["a", "b"]
print(words.total())

// expect error: referencing instance method 'total()' on 'Summable' requires the types 'String' and 'Int' be equivalent
