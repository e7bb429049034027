// Operator functions for the standard prefix `-` and compound `+=` written outside the type they
// take, as the Swift book's `Vector2D` first declares them.
import Foundation

struct Vector2D {
    var x = 0.0, y = 0.0
}

func + (left: Vector2D, right: Vector2D) -> Vector2D {
    return Vector2D(x: left.x + right.x, y: left.y + right.y)
}
prefix func - (vector: Vector2D) -> Vector2D {
    return Vector2D(x: -vector.x, y: -vector.y)
}
func += (left: inout Vector2D, right: Vector2D) {
    left = left + right
}
func += (left: inout CGPoint, right: CGSize) {
    left.x += right.width
    left.y += right.height
}

let positive = Vector2D(x: 3.0, y: 4.0)
let negative = -positive
print(negative, -(-positive))

var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 3.0, y: 4.0)
original += -original
print(original)

var point = CGPoint(x: 1, y: 1)
point += CGSize(width: 2, height: 3)
print(point)

var count = 3
count += 4
print(count, -count)

// expect: Vector2D(x: -3.0, y: -4.0) Vector2D(x: 3.0, y: 4.0)
// expect: Vector2D(x: 0.0, y: 0.0)
// expect: CGPoint(x: 3.0, y: 4.0)
// expect: 7 -7
