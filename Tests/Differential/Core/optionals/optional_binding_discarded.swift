// while let _ / if let _ / guard let _: a binding that discards the value tests it only.
var it = [1, 2, 3].makeIterator()
var n = 0
while let _ = it.next() { n += 1 }
print(n)
let maybe: Int? = 4
if let _ = maybe { print("has") }
func f(_ x: String?) -> String {
    guard let _ = x else { return "none" }
    return "some"
}
print(f(nil), f("a"))
if var _ = maybe, let y = maybe { print(y) }

// expect: 3
// expect: has
// expect: none some
// expect: 4
