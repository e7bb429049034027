"""The notebook 03 · Blobs: quadratic, cubic and smooth curves: its prose and cells."""

from .cells import code, declarations, md


def notebook():
    decl = declarations("000_blob.shape")
    return "03-blobs", [
        md("""
# 03 · Blobs: quadratic, cubic and smooth curves

The second half of the blob article (seed 000) replaces the polygon's straight edges with Bézier
curves. The vertices are still placed at equal angles around the centre with a random radius;
what changes is how neighbouring vertices are joined.
"""),
        code(decl["Cartesian"]),
        md("""
## The heart

Before the random blobs the article draws a heart from four cubic curves, scaled to the smaller
side of the rect and centred in the larger one.
"""),
        code(decl["HeartShape"]),
        code("HeartShape()\n    .fill(.red)\n    .frame(width: 200, height: 200)"),
        md("""
## Quadratic segments

Each vertex gets one control point, placed at an angle a little before the vertex and
alternately close to the centre (`0.3·radius`) and far out (`1.2·radius`). The curve from the
previous vertex bends towards it, so the outline alternates between bulges and dents.
"""),
        code(decl["Segment"]),
        code(decl["CreateRandomShape"]),
        code(decl["RandomShape"]),
        code("""
HStack(spacing: 10) {
    ForEach([5, 8, 10, 15], id: \\.self) { n in
        RandomShape(sides: n)
            .fill(.purple)
            .frame(width: 100, height: 100)
    }
}
"""),
        md("""
A quadratic curve meets the next one at an angle unless the two control points and the shared
vertex are collinear, which random control points almost never are: these blobs have corners.

## Cubic segments, alternating radii

With two control points per segment there is more freedom: the vertices alternate between a
small (`0.45…0.55 r`) and a large (`0.75…0.8 r`) radius, and each control point is placed at a
random angle and distance inside the segment's sector.
"""),
        code(decl["CubicSegment"]),
        code(decl["CreateRandomShape2"]),
        code(decl["RandomShape2"]),
        code("""
HStack(spacing: 10) {
    ForEach([6, 8, 10, 16], id: \\.self) { n in
        RandomShape2(sides: n)
            .fill(.teal)
            .frame(width: 100, height: 100)
    }
}
"""),
        md("""
## Cubic segments with random sector widths

The last variant also varies the angle of each sector (`0.7…1.3` of the even share) and picks
the first control point inside or outside the circle depending on where the previous segment's
second control point went, which makes the curve flow more naturally from one segment to the
next. With 5 to 15 points the shapes look like blobs; with 50 to 100 they look like ink
splatters.
"""),
        code(decl["CreateRandomShape3"]),
        code(decl["RandomShape3"]),
        code("""
HStack(spacing: 10) {
    ForEach([5, 10, 15], id: \\.self) { n in
        RandomShape3(sides: n)
            .fill(.indigo)
            .frame(width: 100, height: 100)
    }
}
"""),
        code("""
HStack(spacing: 10) {
    ForEach([50, 100], id: \\.self) { n in
        RandomShape3(sides: n)
            .fill(.black)
            .frame(width: 150, height: 150)
    }
}
"""),
        md("""
## Smooth blobs

None of the article's curves is tangent-continuous. `Blob(points:seed:style:)` offers the three
article styles (`.quad`, `.alternatingCubic`, `.cubic`) and `.smooth`, whose control points are
chosen so that neighbouring segments share a tangent at every vertex (no corner anywhere).
"""),
        code("""
HStack(spacing: 10) {
    Blob(points: 8, seed: 3, style: .quad).fill(.purple).frame(width: 100, height: 100)
    Blob(points: 8, seed: 3, style: .alternatingCubic).fill(.teal).frame(width: 100, height: 100)
    Blob(points: 8, seed: 3, style: .cubic).fill(.indigo).frame(width: 100, height: 100)
    Blob(points: 8, seed: 3, style: .smooth).fill(.pink).frame(width: 100, height: 100)
}
"""),
        md("""
## Freezing a blob with `swiftCode`

The article suggests saving a blob you like as static data for an app. `swiftCode` gives Swift
source that rebuilds the exact path:
"""),
        code("""
let favourite = Blob(points: 6, seed: 42, style: .smooth).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
print(favourite.swiftCode)
favourite.fill(.pink)
"""),
        md("""
## Play with it

The number of points, the seed and the curve style of a blob, as controls: step through seeds to
find a shape you like, then freeze it with `swiftCode` as above.
"""),
        code("""
struct BlobPlayground: View {
    @State var points = 7.0
    @State var seed = 42.0
    @State var style = "smooth"

    var body: some View {
        VStack {
            HStack {
                Stepper("Points: \\(Int(points))", value: $points, in: 3...16)
                Stepper("Seed: \\(Int(seed))", value: $seed, in: 0...999)
            }
            Picker("Curves", selection: $style) {
                Text("Quadratic").tag("quad")
                Text("Alternating cubic").tag("alternatingCubic")
                Text("Cubic").tag("cubic")
                Text("Smooth").tag("smooth")
            }
            .pickerStyle(.segmented)
            Blob(points: Int(points), seed: Int(seed),
                 style: style == "quad" ? .quad : style == "cubic" ? .cubic : style == "alternatingCubic" ? .alternatingCubic : .smooth)
                .fill(.pink)
                .frame(width: 160, height: 160)
        }
    }
}
BlobPlayground()
"""),
    ]
