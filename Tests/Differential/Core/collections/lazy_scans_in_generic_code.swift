// A lazy map or filter given to a generic Sequence parameter: contains, first(where:),
// allSatisfy and forEach read it one element at a time, stopping where Swift's iteration stops.
func hasBig<S: Sequence>(_ s: S) -> Bool where S.Element == Int { s.contains { $0 > 2 } }
func firstEven<S: Sequence>(_ s: S) -> Int? where S.Element == Int { s.first(where: { $0 % 2 == 0 }) }
func allSmall<S: Sequence>(_ s: S) -> Bool where S.Element == Int { s.allSatisfy { $0 < 3 } }
func hasThree<S: Sequence>(_ s: S) -> Bool where S.Element == Int { s.contains(3) }
func show<S: Sequence>(_ s: S) where S.Element == Int { s.forEach { print("each", $0) } }
func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
var calls = 0
let m = [1, 2, 3, 4, 5].lazy.map { x -> Int in calls += 1; print("map", x); return x }
print(hasBig(m), calls)
calls = 0
print(firstEven(m) as Any, calls)
calls = 0
print(allSmall(m), calls)
calls = 0
print(hasThree(m), calls)
calls = 0
show(m)
print(total(m), calls)
let f = [1, 2, 3, 4, 5].lazy.filter { x -> Bool in print("filter", x); return x > 1 }
print(hasBig(f))
print(firstEven(f) as Any)
print(hasThree(f))
// A filter's contains(_:) tests the element itself first.
let odd = [1, 3, 5].lazy.filter { x -> Bool in print("odd?", x); return x % 2 == 1 }
func hasFour<S: Sequence>(_ s: S) -> Bool where S.Element == Int { s.contains(4) }
print(hasFour(odd))
// Arrays and ranges are read as before.
print(hasBig([1, 5]), firstEven(1...9) as Any, allSmall([1, 2]), hasThree(Set([3])))

// expect: map 1
// expect: map 2
// expect: map 3
// expect: true 3
// expect: map 1
// expect: map 2
// expect: Optional(2) 2
// expect: map 1
// expect: map 2
// expect: map 3
// expect: false 3
// expect: map 1
// expect: map 2
// expect: map 3
// expect: true 3
// expect: map 1
// expect: each 1
// expect: map 2
// expect: each 2
// expect: map 3
// expect: each 3
// expect: map 4
// expect: each 4
// expect: map 5
// expect: each 5
// expect: map 1
// expect: map 2
// expect: map 3
// expect: map 4
// expect: map 5
// expect: 15 10
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: true
// expect: filter 1
// expect: filter 2
// expect: Optional(2)
// expect: filter 3
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: true
// expect: odd? 4
// expect: false
// expect: true Optional(2) true true
