import Canvas
import Geometry

extension ViewBridge {
    /// The Canvas style of a library style other than `Color` and `ForegroundStyle` (gradients,
    /// hierarchical levels and levels of a style, the tint, materials, shadowed and palette styles); nil for the
    /// foreground style.
    func libraryStyle(_ value: Value, named name: String?, depth: Int = 0) throws -> ShapeStyle? {
        guard depth < ViewBridge.maximumDepth else { throw limitFailure("styles nest too deeply") }
        guard let (decl, fields) = structure(value) else { throw failure("expected a ShapeStyle") }
        func number(_ index: Int) throws -> Double { try self.number(field(fields, index)) }
        switch name {
        case "LinearGradient":
            return .linearGradient(try gradient(field(fields, 0)), startPoint: try unitPoint(field(fields, 1)),
                                   endPoint: try unitPoint(field(fields, 2)))
        case "RadialGradient":
            return .radialGradient(try gradient(field(fields, 0)), center: try unitPoint(field(fields, 1)),
                                   startRadius: try number(2), endRadius: try number(3))
        case "AngularGradient":
            let start = try types.angle(field(fields, 2), line: line)
            var end = try types.angle(field(fields, 3), line: line)
            // Equal angles (both default to zero) are a full turn, as SwiftUI draws them.
            if end == start { end = .radians(start.radians + Geometry.Angle.degrees(360).radians) }
            return .angularGradient(try gradient(field(fields, 0)), center: try unitPoint(field(fields, 1)),
                                    startAngle: start, endAngle: end)
        case "EllipticalGradient":
            return .ellipticalGradient(try gradient(field(fields, 0)), center: try unitPoint(field(fields, 1)),
                                       startRadiusFraction: try number(2), endRadiusFraction: try number(3))
        case "MeshGradient":
            return try meshGradient(fields)
        case "Gradient":
            // A bare gradient paints as a linear one from top to bottom, as SwiftUI's `Gradient` style.
            return .linearGradient(try gradient(value), startPoint: .top, endPoint: .bottom)
        case "AnyGradient":
            return try colorGradient(field(fields, 0))
        case "HierarchicalShapeStyle":
            let level = try integer(field(fields, 0))
            return level == 0 ? nil : .hierarchical(level)
        case "_LevelStyle":
            // Of the foreground style, a level is the hierarchical one (`.foreground.secondary` is `.secondary`).
            let level = try integer(field(fields, 1))
            guard let base = try style(field(fields, 0), depth: depth + 1) else { return level == 0 ? nil : .hierarchical(level) }
            return base.level(level)
        case "TintShapeStyle":
            return controlTint.accentStyle
        case "BackgroundStyle":
            return .color(.uiKitColor("systemBackground", dark: isDark))
        case "Material":
            guard let materialName = try field(fields, 0).stringValue,
                  let rgba = (isDark ? RGBA.darkMaterials : RGBA.materials)[materialName] else {
                throw failure("malformed Material")
            }
            return .material(tint: rgba, blurRadius: RGBA.materialBlurRadii[materialName] ?? 0, window: isDark ? .black : .white)
        case "_ShadowedStyle":
            let base = try style(field(fields, 0), depth: depth + 1) ?? .foreground
            return base.shadow(try shadowStyle(field(fields, 1)))
        case "_OpacityStyle":
            return (try style(field(fields, 0), depth: depth + 1) ?? .foreground).opacity(try number(1))
        case "ImagePaint":
            return try imagePaint(fields)
        case "_PaletteStyle":
            guard case .array(let items) = try field(fields, 0) else { throw failure("malformed palette") }
            return .palette(try items.map { try style($0, depth: depth + 1) ?? .foreground })
        case nil where conforms(decl, to: "ShapeStyle"):
            return try customStyle(value, decl, depth: depth)
        default:
            throw failure("'\(decl.name)' is not a style the library paints with")
        }
    }

    /// A program's own `ShapeStyle`: what its `resolve(in:)` returns for an environment of the
    /// appearance the views are in (`colorScheme`, light unless `isDark`).
    private func customStyle(_ value: Value, _ decl: NominalDecl, depth: Int) throws -> ShapeStyle? {
        guard let environment = types.declarations["EnvironmentValues"], let scheme = types.declarations["ColorScheme"] else {
            throw failure("the library has no EnvironmentValues")
        }
        guard let appearance = scheme.caseIndex(isDark ? "dark" : "light") else { throw failure("the library has no ColorScheme") }
        let current = Value.structValue(environment, [.enumValue(scheme, appearance, [])])
        guard let resolved = try invoke("resolve(in:)", on: value.unboxed, decl: decl, arguments: [current]) else {
            throw failure("'\(decl.name)' has no resolve(in:), so it paints nothing")
        }
        return try style(resolved, depth: depth + 1)
    }

    /// A `Gradient` value's stops.
    func gradient(_ value: Value) throws -> Canvas.Gradient {
        guard let (_, fields) = structure(value), case .array(let items) = try field(fields, 0) else {
            throw failure("malformed Gradient")
        }
        return Canvas.Gradient(stops: try items.map { item in
            guard let (_, stop) = structure(item) else { throw failure("malformed Gradient.Stop") }
            let location = try number(field(stop, 1))
            guard location.isFinite else { throw failure("a gradient stop's location must be finite") }
            return GradientStop(color: try rgba(field(stop, 0)), location: location)
        })
    }

    /// An `ImagePaint`: the image's pixels, the part of them tiled and the tiles' scale; clear
    /// for an asset missing from the catalog, which SwiftUI tiles as nothing (as `Image` draws it).
    private func imagePaint(_ fields: [Value]) throws -> ShapeStyle {
        guard let (_, image) = structure(try field(fields, 0)) else { throw failure("malformed ImagePaint") }
        guard let source = try NativeTable.imageSource(image, line: line) else {
            guard image.count > 1, try field(image, 1).stringValue?.isEmpty == true else {
                throw failure("ImagePaint needs an image file, such as Image(\"tile\") or Image(path: \"tile.png\")")
            }
            return .color(.clear)
        }
        let pixels = try NativeTable.loadImage(source, interrupt: interpreter.interrupt, line: line)
        let sourceRect = try types.rect(field(fields, 1), line: line)
        let scale = try number(field(fields, 2))
        guard scale.isFinite, scale > 0 else { throw failure("ImagePaint's scale must be a positive number, not \(scale)") }
        guard [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height].allSatisfy(\.isFinite),
              sourceRect.width > 0, sourceRect.height > 0 else {
            throw failure("ImagePaint's sourceRect must have a positive, finite size (unit coordinates of the image)")
        }
        return .image(pixels, sourceRect: sourceRect, scale: scale)
    }

    /// A `ShadowStyle` value.
    private func shadowStyle(_ value: Value) throws -> Canvas.ShadowStyle {
        guard let (_, fields) = structure(value), fields.count >= 5 else { throw failure("malformed ShadowStyle") }
        let color = try rgba(fields[1])
        let radius = try finite(fields[2], "radius"), x = try finite(fields[3], "x"), y = try finite(fields[4], "y")
        return try bool(fields[0]) ? .inner(color: color, radius: radius, x: x, y: y) : .drop(color: color, radius: radius, x: x, y: y)
    }

    /// A number that must be finite (a shadow's or blur's radius and offsets).
    func finite(_ value: Value, _ what: String) throws -> Double {
        let number = try number(value)
        guard number.isFinite else { throw failure("\(what) must be a finite number, not \(number)") }
        return number
    }
}
