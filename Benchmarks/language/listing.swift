// A 200-line drawing listing without UI, for the type-check benchmark: points and vectors,
// shapes behind a protocol, path segments as an enum, generics, closures and a switch.
import Foundation

struct Vector: Equatable, CustomStringConvertible {
    var dx: Double
    var dy: Double

    static let zero = Vector(dx: 0, dy: 0)

    var length: Double { (dx * dx + dy * dy).squareRoot() }

    var description: String { "(\(dx), \(dy))" }

    func scaled(by factor: Double) -> Vector {
        Vector(dx: dx * factor, dy: dy * factor)
    }

    func rotated(by angle: Double) -> Vector {
        Vector(dx: dx * cos(angle) - dy * sin(angle), dy: dx * sin(angle) + dy * cos(angle))
    }

    static func + (a: Vector, b: Vector) -> Vector {
        Vector(dx: a.dx + b.dx, dy: a.dy + b.dy)
    }

    static func - (a: Vector, b: Vector) -> Vector {
        Vector(dx: a.dx - b.dx, dy: a.dy - b.dy)
    }
}

struct Box: CustomStringConvertible {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    init(points: [Vector]) {
        self.init(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for point in points {
            include(point)
        }
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var center: Vector { Vector(dx: (minX + maxX) / 2, dy: (minY + maxY) / 2) }
    var description: String { "Box(\(width) x \(height))" }

    mutating func include(_ point: Vector) {
        minX = min(minX, point.dx)
        minY = min(minY, point.dy)
        maxX = max(maxX, point.dx)
        maxY = max(maxY, point.dy)
    }

    func contains(_ point: Vector) -> Bool {
        point.dx >= minX && point.dx <= maxX && point.dy >= minY && point.dy <= maxY
    }
}

enum Segment {
    case move(Vector)
    case line(Vector)
    case quad(Vector, control: Vector)
    case close

    var end: Vector? {
        switch self {
        case .move(let point), .line(let point): return point
        case .quad(let point, _): return point
        case .close: return nil
        }
    }
}

enum Corner: Int, CaseIterable {
    case topLeft = 0, topRight, bottomRight, bottomLeft

    var sign: (x: Double, y: Double) {
        switch self {
        case .topLeft: return (-1, -1)
        case .topRight: return (1, -1)
        case .bottomRight: return (1, 1)
        case .bottomLeft: return (-1, 1)
        }
    }
}

protocol Outline {
    var name: String { get }
    func segments(in box: Box) -> [Segment]
}

extension Outline {
    func points(in box: Box) -> [Vector] {
        segments(in: box).compactMap { $0.end }
    }

    func perimeter(in box: Box) -> Double {
        var total = 0.0
        var current = Vector.zero
        var start = Vector.zero
        for segment in segments(in: box) {
            switch segment {
            case .move(let point):
                current = point
                start = point
            case .line(let point), .quad(let point, _):
                total += (point - current).length
                current = point
            case .close:
                total += (start - current).length
                current = start
            }
        }
        return total
    }
}

struct StarOutline: Outline {
    var points: Int
    var innerRatio: Double = 0.5

    var name: String { "star \(points)" }

    func segments(in box: Box) -> [Segment] {
        let radius = min(box.width, box.height) / 2
        var result: [Segment] = []
        for index in 0..<(points * 2) {
            let angle = Double(index) * Double.pi / Double(points) - Double.pi / 2
            let r = index.isMultiple(of: 2) ? radius : radius * innerRatio
            let point = box.center + Vector(dx: r, dy: 0).rotated(by: angle)
            result.append(index == 0 ? .move(point) : .line(point))
        }
        result.append(.close)
        return result
    }
}

struct RoundedOutline: Outline {
    var cornerRadius: Double

    var name: String { "rounded \(cornerRadius)" }

    func segments(in box: Box) -> [Segment] {
        var result: [Segment] = []
        for corner in Corner.allCases {
            let sign = corner.sign
            let tip = box.center + Vector(dx: sign.x * box.width / 2, dy: sign.y * box.height / 2)
            let inset = Vector(dx: -sign.x * cornerRadius, dy: 0)
            let start = tip + inset
            result.append(corner == .topLeft ? .move(start) : .line(start))
            result.append(.quad(tip + Vector(dx: 0, dy: -sign.y * cornerRadius), control: tip))
        }
        result.append(.close)
        return result
    }
}

func largest<T>(_ items: [T], by measure: (T) -> Double) -> T? {
    var best: T?
    var bestValue = -Double.infinity
    for item in items {
        let value = measure(item)
        if value > bestValue {
            best = item
            bestValue = value
        }
    }
    return best
}

func describe(_ value: Double, digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits {
        scale *= 10
    }
    return String((value * scale).rounded() / scale)
}

let frame = Box(minX: 0, minY: 0, maxX: 200, maxY: 120)
let outlines: [any Outline] = [StarOutline(points: 5), StarOutline(points: 8, innerRatio: 0.7),
                               RoundedOutline(cornerRadius: 12)]
var perimeters: [String: Double] = [:]
for outline in outlines {
    perimeters[outline.name] = outline.perimeter(in: frame)
}
for name in perimeters.keys.sorted() {
    print(name, describe(perimeters[name, default: 0]))
}
let bounds = outlines.map { Box(points: $0.points(in: frame)) }
let inside = bounds.filter { frame.contains($0.center) }.count
print("inside:", inside, "of", bounds.count)
if let widest = largest(bounds, by: { $0.width }) {
    print("widest:", widest)
}
let corners = Corner.allCases.map { "\($0)=\($0.rawValue)" }.joined(separator: ", ")
print(corners)
