import Canvas
import Geometry

extension ViewBridge {
    /// The Canvas shape a shape value draws.
    func shape(_ value: Value, depth: Int = 0) throws -> AnyShape {
        guard depth < ViewBridge.maximumDepth else { throw limitFailure("shapes nest too deeply") }
        guard let (decl, fields) = structure(value) else { throw failure("expected a shape") }
        guard let name = types.libraryName(of: decl) else {
            guard conforms(decl, to: "Shape") else { throw failure("'\(decl.name)' is not a Shape") }
            let bridge = self
            let shapeValue = value.unboxed
            return AnyShape(name: shapeName(decl, fields)) { rect in
                guard let path = try bridge.invoke("path(in:)", on: shapeValue, decl: decl, arguments: [bridge.types.value(rect)]) else {
                    throw bridge.failure("'\(decl.name)' has no path(in:)")
                }
                return try bridge.types.path(path, line: bridge.line)
            }
        }
        switch name {
        case "Path":
            let path = try types.path(value, line: line)
            return AnyShape(name: "Path") { _ in path }
        case "Rectangle": return .rectangle
        case "Circle": return .circle
        case "Ellipse": return .ellipse
        case "Capsule": return .capsule(style: try NativeTable.cornerStyle(field(fields, 0)))
        case "RoundedRectangle":
            let size = try types.size(field(fields, 0), line: line)
            let style = try NativeTable.cornerStyle(field(fields, 1))
            if size.width == size.height { return .roundedRectangle(cornerRadius: size.width, style: style) }
            return .roundedRectangle(cornerSize: size, style: style)
        case "UnevenRoundedRectangle":
            return .unevenRoundedRectangle(topLeading: try number(field(fields, 0)), bottomLeading: try number(field(fields, 1)),
                                           bottomTrailing: try number(field(fields, 2)), topTrailing: try number(field(fields, 3)),
                                           style: try NativeTable.cornerStyle(field(fields, 4)))
        case "ContainerRelativeShape":
            // The container's shape in the environment the bridge draws it in (`.containerShape`).
            if let container = try invoke("_container()", on: value.unboxed, decl: decl, arguments: []),
               let (containerDecl, _) = structure(container), types.libraryName(of: containerDecl) != "Rectangle" {
                return try shape(container, depth: depth + 1)
            }
            return AnyShape(name: "ContainerRelativeShape", makePath: AnyShape.rectangle.makePath,
                            makeInsetPath: { try AnyShape.rectangle.insetPath(in: $0, by: $1) })
        case "AnyShape": return try shape(field(fields, 0), depth: depth + 1)
        case "_StrokedShape": return try strokedShape(fields, depth: depth)
        case "_ModifiedShape":
            return try modifiedShape(shape(field(fields, 0), depth: depth + 1), field(fields, 1), depth: depth)
        default:
            return try shapebookShape(name, fields, depth: depth)
        }
    }

    /// Shapebook's own shapes, drawn by Geometry.
    private func shapebookShape(_ name: String, _ fields: [Value], depth: Int) throws -> AnyShape {
        switch name {
        case "RegularPolygon":
            let shape = RegularPolygon(sides: try integer(field(fields, 0)))
            return AnyShape(name: "RegularPolygon(sides: \(shape.sides))") { try shape.path(in: $0) }
        case "Polygon":
            guard case .array(let items) = try field(fields, 0) else { throw failure("Polygon needs points") }
            let shape = Polygon(points: try items.map { try types.point($0, line: line) })
            return AnyShape(name: "Polygon(\(shape.points.count) points)") { try shape.path(in: $0) }
        case "Star":
            let shape = Star(points: try integer(field(fields, 0)), cornerRadius: try number(field(fields, 1)),
                             innerRatio: try number(field(fields, 2)), innerCornerRadius: try optionalNumber(field(fields, 3)),
                             isCutout: try bool(field(fields, 4)), isCircleOutline: try bool(field(fields, 5)))
            return AnyShape(name: "Star(points: \(shape.points))") { try shape.path(in: $0) }
        case "Heart":
            let shape = Heart()
            return AnyShape(name: "Heart()") { try shape.path(in: $0) }
        case "Blob":
            let (styleName, _) = try enumCase(field(fields, 2))
            let style = Blob.Style.allCases.first { "\($0)" == styleName } ?? .smooth
            let shape = Blob(points: try integer(field(fields, 0)), seed: UInt64(bitPattern: Int64(try integer(field(fields, 1)))),
                             style: style)
            return AnyShape(name: "Blob(points: \(shape.points))") { try shape.path(in: $0) }
        case "RandomPolygon", "RandomPoints":
            return try randomShape(name, fields)
        case "Metaballs":
            guard case .array(let items) = try field(fields, 0) else { throw failure("Metaballs needs circles") }
            let circles = try items.map { item -> (center: Point, radius: Double) in
                guard case .tuple(let parts) = item.unboxed, parts.count == 2 else { throw failure("expected (center, radius)") }
                return (try types.point(parts[0], line: line), try number(parts[1]))
            }
            let (styleName, _) = try enumCase(field(fields, 1))
            let shape = Metaballs(circles, style: styleName == "field" ? .field : .bridge, threshold: try number(field(fields, 2)))
            return AnyShape(name: "Metaballs(\(circles.count) circles)") { try shape.path(in: $0) }
        case "Morph":
            let from = try shape(field(fields, 0), depth: depth + 1), to = try shape(field(fields, 1), depth: depth + 1)
            let progress = try number(field(fields, 2)), samples = try integer(field(fields, 3))
            return AnyShape(name: "Morph(progress: \(progress.shortDescription))") { rect in
                // Inside `animate(view)` the frame's progress replaces the Morph's own.
                try Morph(from: try from.path(in: rect), to: try to.path(in: rect), progress: MorphClock.progress(default: progress),
                          samples: samples).path(in: rect)
            }
        default:
            throw failure("'\(name)' is not a shape the library draws")
        }
    }

    /// A shape modifier (`trim`, `offset`, `rotation`, set operations …) applied to `base`.
    private func modifiedShape(_ base: AnyShape, _ modifier: Value, depth: Int) throws -> AnyShape {
        let (name, payload) = try enumCase(modifier)
        func value(_ index: Int) throws -> Value { try field(payload, index) }
        switch name {
        case "trim": return base.trim(from: try number(value(0)), to: try number(value(1)))
        case "offset": return base.offset(x: try number(value(0)), y: try number(value(1)))
        case "rotation": return base.rotation(try types.angle(value(0), line: line), anchor: try unitPoint(value(1)))
        case "scale": return base.scale(x: try number(value(0)), y: try number(value(1)), anchor: try unitPoint(value(2)))
        case "transform": return base.transform(try types.transform(value(0), line: line))
        case "inset": return base.inset(by: try number(value(0)))
        case "size":
            let size = Size(width: try number(value(0)), height: try number(value(1)))
            return AnyShape(name: "\(base.name).size(\(size.width)×\(size.height))") { rect in
                try base.path(in: Rect(origin: rect.origin, size: size))
            }
        default:
            let other = try shape(value(0), depth: depth + 1)
            let eoFill = try bool(value(1))
            let operation: (Path, Path) throws -> Path
            switch name {
            case "union": operation = { try $0.union($1, eoFill: eoFill) }
            case "intersection": operation = { try $0.intersection($1, eoFill: eoFill) }
            case "subtracting": operation = { try $0.subtracting($1, eoFill: eoFill) }
            case "lineIntersection": operation = { try $0.lineIntersection($1, eoFill: eoFill) }
            case "lineSubtraction": operation = { try $0.lineSubtracting($1, eoFill: eoFill) }
            default: operation = { try $0.symmetricDifference($1, eoFill: eoFill) }
            }
            return AnyShape(name: "\(base.name).\(name)(\(other.name))") { rect in
                try operation(try base.path(in: rect), try other.path(in: rect))
            }
        }
    }

    /// A `UnitPoint` value.
    func unitPoint(_ value: Value) throws -> Canvas.UnitPoint {
        let point = try types.point(value, line: line)
        return Canvas.UnitPoint(x: point.x, y: point.y)
    }
}

extension ViewBridge {
    /// The area a bare path covers when a cell's value is a `Path`, or a path filled or stroked
    /// (grown by half the line width), which its figure must show; nil for other values.
    func absolutePathBounds(_ value: Value, depth: Int = 0) throws -> Rect? {
        guard depth < ViewBridge.maximumDepth, let (decl, fields) = structure(value) else { return nil }
        let name = types.libraryName(of: decl)
        switch name {
        case "Path":
            let path = try types.path(value, line: line)
            return path.isEmpty ? Rect.zero : path.boundingRect
        case "_ShapeView", "_StrokedShape":
            guard let inner = try absolutePathBounds(field(fields, 0), depth: depth + 1) else { return nil }
            if inner == Rect.zero { return inner }
            var style = try field(fields, 1)
            if name == "_ShapeView" {
                let (drawing, payload) = try enumCase(style)
                style = drawing == "fill" ? .null : try field(payload, 1)
            }
            var pad = 0.0
            if let (_, parts) = structure(style), let width = parts.first { pad = try number(width) / 2 }
            var bounds = inner.insetBy(dx: -pad, dy: -pad)
            if name == "_ShapeView", fields.count > 2, let background = optional(fields[2]),
               let under = try absolutePathBounds(background, depth: depth + 1), under != Rect.zero {
                bounds = bounds.union(under)
            }
            return bounds
        default: return nil
        }
    }
}
