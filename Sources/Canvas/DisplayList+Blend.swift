import Geometry

extension DisplayList {
    /// The figure `t` (0…1) of the way from `start` to `end`, for a change SwiftUI animates in
    /// what it draws rather than in the state (a `Bool` that picks a colour or a size): when both
    /// draw the same items, each pair blends, colours in linear light and paths with the same
    /// elements point by point, as SwiftUI interpolates a view's animatable properties; when
    /// they draw different things, `end` fades in as `start` fades out.
    public static func blending(_ start: DisplayList, _ end: DisplayList, by t: Double) -> DisplayList {
        let size = Size(width: max(start.size.width, end.size.width), height: max(start.size.height, end.size.height))
        let background = start.background.linearMixed(with: end.background, by: t)
        if start.items.count == end.items.count {
            var items: [DisplayItem] = []
            items.reserveCapacity(start.items.count)
            for (a, b) in zip(start.items, end.items) {
                guard let item = blended(a, b, t) else { return crossFade(start, end, t, size: size, background: background) }
                items.append(item)
            }
            return DisplayList(size: size, background: background, items: items)
        }
        return crossFade(start, end, t, size: size, background: background)
    }

    /// `end` drawn at opacity `t` over `start` at `1 − t`.
    private static func crossFade(_ start: DisplayList, _ end: DisplayList, _ t: Double, size: Size, background: RGBA) -> DisplayList {
        DisplayList(size: size, background: background,
                    items: [.beginGroup(opacity: 1 - t)] + start.items + [.endGroup, .beginGroup(opacity: t)] + end.items + [.endGroup])
    }

    /// Two items of the same kind blended; nil when they differ in kind, rule, style or path shape.
    private static func blended(_ a: DisplayItem, _ b: DisplayItem, _ t: Double) -> DisplayItem? {
        if a == b { return a }
        switch (a, b) {
        case (.fill(let p, let paint, let rule), .fill(let q, let other, let otherRule)):
            guard rule == otherRule, let path = blended(p, q, t), let blend = blended(paint, other, t) else { return nil }
            return .fill(path: path, paint: blend, rule: rule)
        case (.stroke(let p, let paint, let style), .stroke(let q, let other, let otherStyle)):
            guard style == otherStyle, let path = blended(p, q, t), let blend = blended(paint, other, t) else { return nil }
            return .stroke(path: path, paint: blend, style: style)
        default:
            return nil
        }
    }

    /// Two solid colours blended in linear light; equal paints stay; nil for other pairs.
    private static func blended(_ a: Paint, _ b: Paint, _ t: Double) -> Paint? {
        if a == b { return a }
        guard case .solid(let x) = a, case .solid(let y) = b else { return nil }
        return .solid(x.linearMixed(with: y, by: t))
    }

    /// Two paths with the same elements blended point by point; nil when their elements differ.
    private static func blended(_ a: Path, _ b: Path, _ t: Double) -> Path? {
        if a == b { return a }
        guard a.elements.count == b.elements.count else { return nil }
        func mix(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var elements: [PathElement] = []
        elements.reserveCapacity(a.elements.count)
        for pair in zip(a.elements, b.elements) {
            switch pair {
            case (.move(let p), .move(let q)): elements.append(.move(to: mix(p, q)))
            case (.line(let p), .line(let q)): elements.append(.line(to: mix(p, q)))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)): elements.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                elements.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
            default: return nil
            }
        }
        return Path(elements: elements)
    }
}
