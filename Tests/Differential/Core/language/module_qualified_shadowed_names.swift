// A program's own Result and Equatable take the plain names; Swift.Result and Swift.Equatable
// still name the standard library's, as types and in expressions.
struct Result { var score = 0 }
struct Equatable { var note = "mine" }
enum Failure: Error { case empty }
func first(_ values: [Int]) -> Swift.Result<Int, Failure> {
    guard let value = values.first else { return .failure(.empty) }
    return .success(value)
}
struct Pair: Swift.Equatable { var a: Int; var b: Int }
print(Result(score: 3).score, Equatable().note)
switch first([4, 5]) {
case .success(let value): print("first", value)
case .failure(let error): print("failed", error)
}
print(Pair(a: 1, b: 2) == Pair(a: 1, b: 2), Pair(a: 1, b: 2) == Pair(a: 2, b: 1))
let numbers: Swift.Array<Swift.Int> = [1, 2]
print(numbers)
let made = Swift.Result<Int, Failure>.success(2)
if case .success(let two) = made { print(two, Swift.Int(3.9), Swift.String(7), Swift.max(4, 9)) }
let empty = Swift.Array<Swift.Int>()
print(empty.isEmpty, Swift.Set([3, 3]).count)

// expect: 3 mine
// expect: first 4
// expect: true false
// expect: [1, 2]
// expect: 2 3 7 9
// expect: true 1
