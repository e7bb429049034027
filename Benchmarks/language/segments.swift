// Struct- and enum-heavy: 10,000 path segments built as enum values with associated points, then
// folded by `switch` into a length, a bounding box and a count per kind.
struct Point {
    var x: Double
    var y: Double

    func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

enum Segment {
    case move(to: Point)
    case line(to: Point)
    case quad(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close
}

struct Summary {
    var length = 0.0
    var minX = Double.infinity
    var maxX = -Double.infinity
    var counts = [0, 0, 0, 0, 0]

    mutating func include(_ point: Point) {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
    }
}

var segments: [Segment] = []
for i in 0..<10_000 {
    let point = Point(x: Double(i % 100), y: Double(i / 100))
    switch i % 5 {
    case 0: segments.append(.move(to: point))
    case 1: segments.append(.line(to: point))
    case 2: segments.append(.quad(to: point, control: Point(x: point.x + 0.5, y: point.y - 0.5)))
    case 3: segments.append(.curve(to: point, control1: Point(x: point.x + 1, y: point.y),
                                   control2: Point(x: point.x, y: point.y + 1)))
    default: segments.append(.close)
    }
}

var summary = Summary()
var current = Point(x: 0, y: 0)
var start = current
for segment in segments {
    switch segment {
    case .move(let to):
        summary.counts[0] += 1
        start = to
        current = to
    case .line(let to):
        summary.counts[1] += 1
        summary.length += current.distance(to: to)
        current = to
    case .quad(let to, let control):
        summary.counts[2] += 1
        summary.length += current.distance(to: control) + control.distance(to: to)
        summary.include(control)
        current = to
    case let .curve(to, control1, control2):
        summary.counts[3] += 1
        summary.length += current.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: to)
        summary.include(control1)
        summary.include(control2)
        current = to
    case .close:
        summary.counts[4] += 1
        summary.length += current.distance(to: start)
        current = start
    }
    summary.include(current)
}
print(summary.counts, summary.minX, summary.maxX)
print(Int(summary.length))
