import Canvas
import Geometry

extension BuiltinTable {
    func registerShapes() {
        type("Rectangle", "A rectangle filling its frame.", overload([], "Shape") { _ in .shape(.rectangle) })
        type("Circle", "The largest circle centred in its frame.", overload([], "Shape") { _ in .shape(.circle) })
        type("Ellipse", "The ellipse inscribed in its frame.", overload([], "Shape") { _ in .shape(.ellipse) })
        type("Capsule", "A rounded rectangle whose corner radius is half its shorter side.",
             overload([param("style", "RoundedCornerStyle", ".circular")], "Shape") { .shape(.capsule(style: try Self.cornerStyle($0, 0))) })
        type("RoundedRectangle", "A rectangle with rounded corners (radius clamped to half the shorter side).",
             overload([param("cornerRadius", "Double"), param("style", "RoundedCornerStyle", ".circular")], "Shape") { call in
                 .shape(.roundedRectangle(cornerRadius: try call.number(0, "cornerRadius"), style: try Self.cornerStyle(call, 1)))
             },
             overload([param("cornerSize", "CGSize"), param("style", "RoundedCornerStyle", ".circular")], "Shape") { call in
                 .shape(.roundedRectangle(cornerSize: try call.size(0), style: try Self.cornerStyle(call, 1)))
             })
        type("RegularPolygon", "A regular polygon: circumradius min(w, h)/2 about the centre, first vertex at angle 0.",
             overload([param("sides", "Int")], "Shape") { call in
                 let shape = RegularPolygon(sides: try Self.count(call, 0, "sides"))
                 return .shape(AnyShape(name: "RegularPolygon(sides: \(shape.sides))") { try shape.path(in: $0) })
             })
        type("Polygon", "The polygon through the given points (absolute coordinates in the frame).",
             overload([param("points", "[CGPoint]")], "Shape") { call in
                 let shape = Polygon(points: try call.points(0))
                 return .shape(AnyShape(name: "Polygon(\(shape.points.count) points)") { try shape.path(in: $0) })
             })
        type("RandomPolygon", "An irregular polygon: vertices at equal angles, radius random in r/3…r (seeded).",
             overload([param("sides", "Int"), param("seed", "Int", "from the session generator")], "Shape") { call in
                 let shape = RandomPolygon(sides: try Self.count(call, 0, "sides"), seed: try Self.seed(call, 1))
                 return .shape(AnyShape(name: "RandomPolygon(sides: \(shape.sides))") { try shape.path(in: $0) })
             })
        type("RandomPoints", "Random points joined by straight lines: the blob article's first random shape (seeded).",
             overload([param("count", "Int"), param("seed", "Int", "from the session generator")], "Shape") { call in
                 let shape = RandomPoints(count: try Self.count(call, 0, "count"), seed: try Self.seed(call, 1))
                 return .shape(AnyShape(name: "RandomPoints(count: \(shape.count))") { try shape.path(in: $0) })
             })
        type("Blob", "A random blob (seeded): style .quad, .alternatingCubic, .cubic (the article's curves) or .smooth.",
             overload([param("points", "Int"), param("seed", "Int", "from the session generator"), param("style", "BlobStyle", ".smooth")], "Shape") { call in
                 let styleName = call.has(2) ? try call.symbol(2, "BlobStyle") : "smooth"
                 let style = Blob.Style.allCases.first { "\($0)" == styleName } ?? .smooth
                 let shape = Blob(points: try Self.count(call, 0, "points"), seed: try Self.seed(call, 1), style: style)
                 return .shape(AnyShape(name: "Blob(points: \(shape.points))") { try shape.path(in: $0) })
             })
        type("Star", "The rounded star of the star article, with exactly tangent corner arcs.",
             overload([param("points", "Int", "5"), param("cornerRadius", "Double", "0"), param("innerRatio", "Double", "0.4"),
                       param("innerCornerRadius", "Double?", "nil"), param("isCutout", "Bool", "false"), param("isCircleOutline", "Bool", "false")], "Shape") { call in
                 let shape = Star(points: call.has(0) ? try Self.count(call, 0, "points") : 5,
                                  cornerRadius: try call.optionalNumber(1, "cornerRadius") ?? 0,
                                  innerRatio: try call.optionalNumber(2, "innerRatio") ?? 0.4,
                                  innerCornerRadius: try call.optionalNumber(3, "innerCornerRadius"),
                                  isCutout: call.has(4) ? try call.bool(4, "isCutout") : false,
                                  isCircleOutline: call.has(5) ? try call.bool(5, "isCircleOutline") : false)
                 return .shape(AnyShape(name: "Star(points: \(shape.points))") { try shape.path(in: $0) })
             })
        type("Heart", "The heart of the blob article.", overload([], "Shape") { _ in
            let shape = Heart()
            return .shape(AnyShape(name: "Heart()") { try shape.path(in: $0) })
        })
        type("Morph", "Two outlines resampled to matching points and interpolated at `progress` (0…1).",
             overload([param("from", "Shape"), param("to", "Shape"), param("progress", "Double"), param("samples", "Int", "100")], "Shape") { call in
                 let from = try call.shape(0), to = try call.shape(1)
                 let progress = try call.number(2, "progress")
                 let samples = call.has(3) ? try Self.count(call, 3, "samples") : 100
                 return .shape(AnyShape(name: "Morph(progress: \(NumberFormat.text(progress)))") { rect in
                     // Inside `animate(view)` the frame's progress replaces the Morph's own.
                     try Morph(from: try from.path(in: rect), to: try to.path(in: rect), progress: MorphClock.progress(default: progress),
                               samples: samples).path(in: rect)
                 })
             })
    }

    func registerMetaballs() {
        type("Metaballs", "Circles joined into blobs: .bridge (two-Bézier necks between pairs) or .field (the summed field's contour).",
             overload([param(nil, "[(center: CGPoint, radius: Double)]"), param("style", "MetaballStyle", ".bridge"),
                       param("threshold", "Double", "1")], "Shape") { call in
                 let circles = try call.sequence(0).map { item -> (center: Point, radius: Double) in
                     guard case .tuple(let parts, _) = item, parts.count == 2 else {
                         throw fail("Metaballs takes (center, radius) pairs, as [(CGPoint(x: 50, y: 50), 30)]")
                     }
                     return (try call.i.requirePoint(parts[0]), try call.i.requireNumber(parts[1], "radius"))
                 }
                 let style: Metaballs.Style = try call.has(1) && call.symbol(1, "MetaballStyle") == "field" ? .field : .bridge
                 let shape = Metaballs(circles, style: style, threshold: try call.optionalNumber(2, "threshold") ?? 1)
                 return .shape(AnyShape(name: "Metaballs(\(circles.count) circles)") { try shape.path(in: $0) })
             })
    }

    /// A whole, positive-enough count argument.
    static func count(_ call: BuiltinCall, _ index: Int, _ what: String) throws -> Int {
        let x = try call.number(index, what)
        guard x == x.rounded(), abs(x) < 1e9 else { throw fail("'\(what)' must be a whole number, got \(NumberFormat.text(x))") }
        return Int(x)
    }

    /// The shape's own seed; without `seed:`, one drawn from the session generator when the
    /// shape is made (so the shape stays the same however often it is drawn).
    static func seed(_ call: BuiltinCall, _ index: Int) throws -> UInt64 {
        guard call.has(index) else { return call.i.state.random.next() }
        return UInt64(bitPattern: Int64(try count(call, index, "seed")))
    }
}
