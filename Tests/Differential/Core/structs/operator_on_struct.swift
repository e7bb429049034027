// Operator functions declared as static members of a struct.
struct V2: Equatable {
    var x: Double, y: Double
    static func + (a: V2, b: V2) -> V2 { V2(x: a.x + b.x, y: a.y + b.y) }
    static func * (k: Double, v: V2) -> V2 { V2(x: k * v.x, y: k * v.y) }
    static prefix func - (v: V2) -> V2 { V2(x: -v.x, y: -v.y) }
    static func += (a: inout V2, b: V2) { a = a + b }
}
var p = V2(x: 1, y: 2)
p += V2(x: 0.5, y: 0.5)
print(p, 2 * p, -p, p + p == 2 * p)

// expect: V2(x: 1.5, y: 2.5) V2(x: 3.0, y: 5.0) V2(x: -1.5, y: -2.5) true
