import Canvas
import Geometry

/// A canonical walk over a display list for `StableHasher`: every enum case fed as a tag, every
/// number by value, every list with its length, so two lists hash equally exactly when they draw
/// the same (the figure's `description` text is not drawn and is left out).
extension StableHasher {
    mutating func combine(_ list: DisplayList) {
        combine(list.size.width)
        combine(list.size.height)
        combine(list.background)
        combine(list.items.count)
        for item in list.items { combine(item) }
    }

    mutating func combine(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let paint, let rule):
            combine(1)
            combine(path)
            combine(paint)
            combine(rule == .evenOdd ? 1 : 0)
        case .stroke(let path, let paint, let style):
            combine(2)
            combine(path)
            combine(paint)
            combine(style.lineWidth)
            combine([LineCap.butt, .round, .square].firstIndex(of: style.lineCap) ?? 0)
            combine([LineJoin.miter, .round, .bevel].firstIndex(of: style.lineJoin) ?? 0)
            combine(style.miterLimit)
            combine(style.dash.count)
            for length in style.dash { combine(length) }
            combine(style.dashPhase)
        case .beginClip(let path, let rule):
            combine(3)
            combine(path)
            combine(rule == .evenOdd ? 1 : 0)
        case .endClip:
            combine(4)
        case .beginGroup(let opacity):
            combine(5)
            combine(opacity)
        case .endGroup:
            combine(6)
        case .image(let pixels, let rect):
            combine(7)
            combine(rect.minX); combine(rect.minY); combine(rect.width); combine(rect.height)
            combine(pixels)
        case .beginLayer(let layer):
            combine(8)
            combine(layer)
        }
    }

    mutating func combine(_ layer: Layer) {
        combine(layer.opacity)
        combine(layer.blendMode.rawValue)
        combine(layer.filters.count)
        for filter in layer.filters {
            switch filter {
            case .blur(let radius):
                combine(1); combine(radius)
            case .shadow(let color, let radius, let x, let y):
                combine(2); combine(color); combine(radius); combine(x); combine(y)
            case .innerShadow(let color, let radius, let x, let y):
                combine(3); combine(color); combine(radius); combine(x); combine(y)
            case .colorMatrix(let matrix):
                combine(4); combine(matrix.values.count)
                for value in matrix.values { combine(value) }
            case .alphaThreshold(let low, let high, let color):
                combine(5); combine(low); combine(high); combine(color)
            }
        }
        if let mask = layer.mask {
            combine(mask.count)
            for item in mask { combine(item) }
        } else {
            combine(-1)
        }
    }

    mutating func combine(_ path: Path) {
        combine(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p): combine(1); combine(p)
            case .line(let p): combine(2); combine(p)
            case .quadCurve(let p, let c): combine(3); combine(p); combine(c)
            case .curve(let p, let c1, let c2): combine(4); combine(p); combine(c1); combine(c2)
            case .closeSubpath: combine(5)
            }
        }
    }

    mutating func combine(_ paint: Paint) {
        switch paint {
        case .solid(let color):
            combine(1); combine(color)
        case .linearGradient(let stops, let start, let end):
            combine(2); combine(stops); combine(start); combine(end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            combine(3); combine(stops); combine(center); combine(startRadius); combine(endRadius)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            combine(4); combine(stops); combine(center); combine(startAngle.radians); combine(endAngle.radians)
        case .image(let pixels, let tile, let opacity):
            combine(5); combine(pixels); combine(tile.origin); combine(tile.width); combine(tile.height); combine(opacity)
        case .transformed(let inner, let t):
            combine(6); combine(inner)
            for entry in [t.a, t.b, t.c, t.d, t.tx, t.ty] { combine(entry) }
        }
    }

    mutating func combine(_ stops: [GradientStop]) {
        combine(stops.count)
        for stop in stops { combine(stop.color); combine(stop.location) }
    }

    mutating func combine(_ color: RGBA) {
        combine(color.red); combine(color.green); combine(color.blue); combine(color.alpha)
        // A semantic colour writes `currentColor` in SVG, a fixed one of the same value does not.
        switch color.semantic {
        case nil: combine(0)
        case .primary: combine(1)
        case .secondary: combine(2)
        }
    }

    mutating func combine(_ point: Point) {
        combine(point.x); combine(point.y)
    }
}
