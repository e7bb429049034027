// Static computed properties a program's extensions give library types: read on the type, as
// an implicit member where the type is wanted, with the type's element (`Array<Int>.none` of
// `[Element]`), and from a constrained extension on the element it requires.
extension Int { static var answer: Int { 42 }; static let stored = 7 }
extension Double { static var half: Double { 0.5 } }
extension String { static var greeting: String { "hi" } }
extension Array { static var none: [Element] { [] } }
extension Array where Element == Int { static var unit: [Int] { [1] } }
print(Int.answer, Int.stored, Double.half, String.greeting, Array<Int>.none, Array<Int>.unit)
let d: Double = .half
let s: String = .greeting
print(d * 3, s + "!", Array<String>.none.count)

// expect: 42 7 0.5 hi [] [1]
// expect: 1.5 hi! 0
