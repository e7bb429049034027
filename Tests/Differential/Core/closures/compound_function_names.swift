// A function named with its argument labels (`scale(_:by:)`) picks that overload; a method too
// (`p.moved(to:)`), also called at once.
func scale(_ x: Int, by k: Int) -> Int { x * k }
func scale(_ x: Int, plus k: Int) -> Int { x + k }
let times = scale(_:by:)
let plus = scale(_:plus:)
print(times(3, 4), plus(3, 4))
struct Point {
    var x = 1
    func moved(by d: Int) -> Point { Point(x: x + d) }
    func moved(to d: Int) -> Point { Point(x: d) }
}
let p = Point()
let step = p.moved(by:)
print(step(5).x, p.moved(to:)(9).x)
print([1, 2, 3].map(p.moved(by:)).map(\.x))

// expect: 12 7
// expect: 6 9
// expect: [2, 3, 4]
