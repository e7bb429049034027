// A program's initialisers in extensions of builtin types: chosen for their labels and types,
// with the library's own left for other arguments (`String(5)` beside `String(_ f: Foo)`).
import Foundation

struct Foo { var n = 3 }
extension Int { init(_ f: Foo) { self = f.n * 2 } }
extension String { init(foo f: Foo) { self = "foo\(f.n)" } }
extension String { init(_ f: Foo) { self = "s\(f.n)" } }
extension CGFloat { init(percent: Int) { self = CGFloat(percent) / 100 } }
extension Array where Element == Int { init(upTo n: Int) { self = Array(0..<n) } }
extension Character { init(digit: Int) { self = Character(String(digit)) } }
extension Bool { init(odd n: Int) { self = n % 2 == 1 } }

print(Int(Foo()), String(foo: Foo()), String(Foo()), CGFloat(percent: 50), [Int](upTo: 3))
print(String(5), String(2.5), String("abc".reversed()), String(describing: Foo()), Int("12") ?? 0)
print(Character(digit: 7), Bool(odd: 3), Bool(odd: 4))
let n: Int = .init(Foo())
let word: String = .init(foo: Foo(n: 9))
print(n, word)

// expect: 6 foo3 s3 0.5 [0, 1, 2]
// expect: 5 2.5 cba Foo(n: 3) 12
// expect: 7 true false
// expect: 6 foo9
