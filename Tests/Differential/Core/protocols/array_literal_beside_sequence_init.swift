// A type with both `init(_:)` over a sequence and `init(arrayLiteral:)`: `Bag([1, 2])` calls
// the sequence initialiser with an array, `let b: Bag = [3, 4]` and an argument literal the
// literal one; a program's own dictionary, string, integer and float literal types.
struct Bag: ExpressibleByArrayLiteral, CustomStringConvertible {
    var items: [Int]
    init<S: Sequence>(_ s: S) where S.Element == Int { items = Array(s); print("sequence init") }
    init(arrayLiteral elements: Int...) { items = elements; print("literal init") }
    var description: String { "Bag\(items)" }
}
let b1 = Bag([1, 2])
let b2: Bag = [3, 4]
print(b1, b2)
func take(_ bag: Bag) { print(bag) }
take([9])
let b3 = Bag(1...3)
print(b3)
struct Headers: ExpressibleByDictionaryLiteral {
    var pairs: [(String, String)]
    init(dictionaryLiteral elements: (String, String)...) { pairs = elements }
}
let headers: Headers = ["a": "1", "b": "2"]
print(headers.pairs.map { $0.0 + "=" + $0.1 })
struct Name: ExpressibleByStringLiteral, Equatable {
    let value: String
    init(stringLiteral value: String) { self.value = value.uppercased() }
}
let name: Name = "bob"
print(name.value, name == "BOB")
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    let value: Double
    init(integerLiteral value: Int) { self.value = Double(value) }
    init(floatLiteral value: Double) { self.value = value }
}
let m1: Meters = 3
let m2: Meters = 2.5
print(m1.value + m2.value)
func total(_ lengths: [Meters]) -> Double { lengths.reduce(0) { $0 + $1.value } }
print(total([1, 2, 3.5]))
struct Stack<T>: ExpressibleByArrayLiteral {
    var items: [T]
    init(arrayLiteral elements: T...) { items = elements }
}
let stack: Stack = [1, 2, 3]
print(stack.items)

// expect: sequence init
// expect: literal init
// expect: Bag[1, 2] Bag[3, 4]
// expect: literal init
// expect: Bag[9]
// expect: sequence init
// expect: Bag[1, 2, 3]
// expect: ["a=1", "b=2"]
// expect: BOB true
// expect: 5.5
// expect: 6.5
// expect: [1, 2, 3]
