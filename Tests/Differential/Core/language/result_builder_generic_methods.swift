// Generic builder methods (SE-0289): buildOptional, buildEither and buildLimitedAvailability
// declared with type parameters take their types from the components they are given,
// as swiftc infers them (a later branch, `buildOptional(nil)` too, is typed against the first);
// buildExpression and buildBlock are generic too.
@resultBuilder enum Collect {
    static func buildExpression<T: CustomStringConvertible>(_ value: T) -> [String] { [value.description] }
    static func buildBlock<T>(_ parts: [T]...) -> [T] { parts.flatMap { $0 } }
    static func buildOptional<T>(_ part: [T]?) -> [T] { part ?? [] }
    static func buildEither<T>(first part: T) -> T { part }
    static func buildEither<T>(second part: T) -> T { part }
    static func buildLimitedAvailability<T>(_ part: [T]) -> [T] { part + part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
func collect(@Collect _ body: () -> [String]) -> String { body().joined(separator: " ") }
for n in 0..<4 {
    print(collect {
        "n"
        n
        if n > 1 { "big" }
        if n == 0 {
            "zero"
        } else if n == 1 {
            1.5
        } else {
            "other"
        }
        switch n {
        case 0: "a"
        case 1: true
        default: "z"
        }
        for i in 0..<n { i * 10 }
        if #available(macOS 10.15, *) { "twice" }
    })
}

// A buildEither generic in both branches' types (as SwiftUI's `_ConditionalContent`): the first
// branch's value decides one parameter, a later branch's the other.
enum Either<First, Second> { case first(First), second(Second) }
@resultBuilder enum Pick {
    static func buildBlock<T>(_ part: T) -> T { part }
    static func buildEither<F, S>(first: F) -> Either<F, S> { .first(first) }
    static func buildEither<F, S>(second: S) -> Either<F, S> { .second(second) }
}
func pick<R>(@Pick _ body: () -> R) -> R { body() }
for flag in [true, false] {
    let picked = pick { if flag { "text" } else { 7 } }
    print(picked, type(of: picked))
}
for n in 0..<3 {
    let picked = pick {
        switch n {
        case 0: "zero"
        case 1: 1
        default: 2.5
        }
    }
    print(type(of: picked))
}

// expect: n 0 zero a twice twice
// expect: n 1 1.5 true 0 twice twice
// expect: n 2 big other z 0 10 twice twice
// expect: n 3 big other z 0 10 20 twice twice
// expect: first("text") Either<String, Int>
// expect: second(7) Either<String, Int>
// expect: Either<Either<String, Int>, Double>
// expect: Either<Either<String, Int>, Double>
// expect: Either<Either<String, Int>, Double>
