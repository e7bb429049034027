// A mere Sequence has no indices, startIndex, isEmpty, subscript or count property: only a Collection does.
print("this program must not run")
extension Sequence {
    func positions() -> Int { indices.count }
    func ends() { print(self.startIndex, self.isEmpty) }
}
func firstOf<S: Sequence>(_ s: S) -> S.Element { s[s.startIndex] }
func size<S: Sequence>(_ s: S) { print(s.count) }
func lastOf<S: Sequence>(_ s: S) -> S.Element? { s.last }

// expect error: cannot find 'indices' in scope
