// `extension SignedNumeric` with and without `where Self: Comparable`: negation and a conditional on `Self`.
extension SignedNumeric where Self: Comparable {
    var absValue: Self { self < 0 ? -self : self }
}
extension SignedNumeric {
    func negated2() -> Self { -self }
}
print((-5).absValue, (-2.5).absValue, 3.absValue)
print(4.negated2(), 1.5.negated2())

// expect: 5 2.5 3
// expect: -4 -1.5
