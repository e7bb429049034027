// `CustomDebugStringConvertible`: `debugPrint` and `String(reflecting:)` use `debugDescription`,
// and so do `print` and interpolation of a type without a `description`; an array's elements
// print by their debug descriptions.
struct P: CustomDebugStringConvertible, CustomStringConvertible {
    var x = 1
    var description: String { "P(\(x))" }
    var debugDescription: String { "P<debug \(x)>" }
}
debugPrint(P())
print(P())
print(String(reflecting: P()))
print(String(describing: P()))
print([P()])
debugPrint("s", 1, [P()])
struct Q: CustomDebugStringConvertible { var debugDescription: String { "Qdbg" } }
print(Q())
print("\(Q())")
debugPrint(Q())
print(Optional(Q()) as Any, [Q()])
enum Failure: Error { case a }
print(String(reflecting: Failure.a))
debugPrint(Failure.a)

// expect: P<debug 1>
// expect: P(1)
// expect: P<debug 1>
// expect: P(1)
// expect: [P<debug 1>]
// expect: "s" 1 [P<debug 1>]
// expect: Qdbg
// expect: Qdbg
// expect: Qdbg
// expect: Optional(Qdbg) [Qdbg]
// expect: main.Failure.a
// expect: main.Failure.a
