// A program's own ??-like operators whose right operand is an @autoclosure.
infix operator ???: NilCoalescingPrecedence
func ??? <T>(l: T?, r: @autoclosure () -> T) -> T {
    if let l { return l }
    return r()
}
infix operator &&&: LogicalConjunctionPrecedence
func &&& (l: Bool, r: @autoclosure () -> Bool) -> Bool { l ? r() : false }
func fallback() -> Int { print("fallback evaluated"); return 7 }
func loud(_ b: Bool) -> Bool { print("right evaluated"); return b }
let a: Int? = 3
let b: Int? = nil
print(a ??? fallback())
print(b ??? fallback())
print(false &&& loud(true))
print(true &&& loud(true))

// expect: 3
// expect: fallback evaluated
// expect: 7
// expect: false
// expect: right evaluated
// expect: true
