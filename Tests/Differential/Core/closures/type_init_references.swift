// A program's type's initialiser as a function value: `Point.init` calls the initialiser whose
// labels take the expected function's arguments (the memberwise one included), and names with
// labels pick one; a failable one gives optionals.
struct Size { var width: Int; var height: Int = 1 }
struct Q { var x: Int; init(_ x: Int) { self.x = x }; init(_ s: String) { x = s.count } }
class Node { let v: Int; init(value: Int) { v = value } }
struct W { let s: String; init?(_ s: String) { guard !s.isEmpty else { return nil }; self.s = s } }
struct Box<T> { var x: T }
enum E: Int { case a = 1, b }
print([(1, 2), (3, 4)].map(Size.init(width:height:)), [(5, 6)].map(Size.init))
print([1].map(Q.init), ["ab"].map(Q.init), [1, 2].map(Node.init).map(\.v))
print(["", "x"].compactMap(W.init).map(\.s), [1].map(Box.init), ["a"].map(Box<String>.init))
print([1, 3].map(E.init(rawValue:)), [UInt8(65)].map(Unicode.Scalar.init), [UInt32(66)].map(Unicode.Scalar.init))
let make: (Int) -> Q = Q.init
print(make(4).x)

// expect: [main.Size(width: 1, height: 2), main.Size(width: 3, height: 4)] [main.Size(width: 5, height: 6)]
// expect: [main.Q(x: 1)] [main.Q(x: 2)] [1, 2]
// expect: ["x"] [main.Box<Swift.Int>(x: 1)] [main.Box<Swift.String>(x: "a")]
// expect: [Optional(main.E.a), nil] ["A"] [Optional("B")]
// expect: 4
