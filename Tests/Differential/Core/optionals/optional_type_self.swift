// `Int?.self` is the metatype of `Optional<Int>`: swiftc folds a `?` bound to a type into an
// optional type, so a chain over a type name is a type, not optional chaining.
import Foundation
print(Int?.self)
print([Int]?.self, String?.self, Int??.self)
let types: [Any.Type] = [[String: Int]?.self, [Int?].self]
print(types)
let value: Any = Optional<Int>.none as Any
print(type(of: value) == Int?.self, type(of: value) == String?.self)
let data = Data("null".utf8)
let decoded = try JSONDecoder().decode(Int?.self, from: data)
print(decoded as Any)
let numbers: [Int]? = try JSONDecoder().decode([Int]?.self, from: Data("[1, 2]".utf8))
print(numbers ?? [])

// expect: Optional<Int>
// expect: Optional<Array<Int>> Optional<String> Optional<Optional<Int>>
// expect: [Swift.Optional<Swift.Dictionary<Swift.String, Swift.Int>>, Swift.Array<Swift.Optional<Swift.Int>>]
// expect: true false
// expect: nil
// expect: [1, 2]
