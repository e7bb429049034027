// A member of `extension Sequence where Element: Numeric` is not there for an array of Strings.
print("this program must not run")
extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
print([1, 2].sum(), [1.5].sum())
print(["a", "b"].sum())

// expect error: referencing instance method 'sum()' on 'Sequence' requires that 'String' conform to 'Numeric'
