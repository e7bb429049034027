// An initialiser of `extension Array where Element: Numeric` called on an array of strings:
// the constraint is not met, so there is no such initialiser for it.
print("this program must not run")
extension Array where Element: Numeric {
    init(zeros n: Int) { self = Array(repeating: 0, count: n) }
}
print([Double](zeros: 2))
print([String](zeros: 2))

// expect error: referencing initializer 'init(zeros:)' on 'Array' requires that 'String' conform to 'Numeric'
