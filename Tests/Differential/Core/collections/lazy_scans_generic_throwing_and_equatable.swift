// Generic sequence scans over lazy maps and filters: a throwing predicate stops the scan, a
// String filter's contains(_:) tests the element first, an Equatable element compares.
enum E: Error { case bad }
func check<S: Sequence>(_ s: S) throws -> Bool where S.Element == Int {
    try s.contains { x in
        if x == 9 { throw E.bad }
        return x > 1
    }
}
print(try check([1, 2]))
do { _ = try check([9, 1].lazy.map { x -> Int in print("m", x); return x }) } catch { print("caught", error) }
func hasThree(_ s: some Sequence<Int>) -> Bool { s.contains(3) }
print(hasThree([1, 2, 3, 4].lazy.map { x -> Int in print("m", x); return x }))
func names<S: Sequence>(_ s: S) -> Bool where S.Element == String { s.contains("b") }
print(names(["a", "b", "c"].lazy.filter { print("f", $0); return true }))
func anyEqual<S: Sequence>(_ s: S, _ x: S.Element) -> Bool where S.Element: Equatable { s.contains(x) }
print(anyEqual([1, 2, 3].lazy.map { x -> Int in print("double", x); return x * 2 }, 4))

// expect: true
// expect: m 9
// expect: caught bad
// expect: m 1
// expect: m 2
// expect: m 3
// expect: true
// expect: f b
// expect: f a
// expect: f b
// expect: true
// expect: double 1
// expect: double 2
// expect: true
