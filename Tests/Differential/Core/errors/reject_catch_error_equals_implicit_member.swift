// In a catch of untyped errors `error` is `any Error`, which is not Equatable: `error == .x` finds
// no `==`, and `.x` no type to be looked up in (a cast first, `error as? E == .x`, is fine).
print("this program must not run")
enum E: Error { case x, y }
func check() throws { throw E.y }
do {
    try check()
} catch {
    if error as? E == .x { print("x") }
    print(error == .x)
    print(error != .y)
}

// expect error: binary operator '==' cannot be applied to operands of type 'any Error' and '()'
