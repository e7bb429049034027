"""The notebook 04 · Stars: sharp, rounded, cut out: its prose and cells."""

from .cells import code, listings, md


def notebook():
    sharp = listings("004_star_sharp.shape")
    rounded = listings("004_star_rounded.shape")
    inner = listings("004_star_inner.shape")
    return "04-stars", [
        md("""
# 04 · Stars: sharp, rounded, cut out

The star article (seed 004) builds a star from alternating outer and inner vertices, then rounds
its corners with arcs. Its listings lost their indentation on the way to the web page; they are
shown here as published with the indentation restored (the language does not care about it).

## The sharp star

`points` outer vertices on a circle of radius `0.9·min(w,h)/2`, and between each pair an inner
vertex at `0.4` of that radius. The first point is straight up, and for odd point counts below 8
the centre moves down a little so the star looks centred.
`cutout` adds the rect (or circle) around the star as another subpath, to be filled with the
even-odd rule.
"""),
        code(sharp[0]),
        code(sharp[1]),
        md("""
## Rounding a corner

A corner is rounded by stopping the edge short of the vertex, drawing an arc around a centre just
inside the corner, and continuing along the next edge. The article shows the idea on one
corner, with the arc radius growing:
"""),
        code(sharp[2]),
        md("""
## The rounded star

`StarShape2` computes, for each corner, the arc's centre and the angles where it meets the two
edges. The article uses a fixed angle span (`0.45π`) for the arcs, which is only an
approximation of the exact tangent points.
"""),
        code(rounded[0]),
        code(rounded[1]),
        code("StarShapeView6()"),
        md("""
### The corner-radius grid

The article's second grid compares radii 2, 3, 10 (left) with twice as much (right):
"""),
        code(rounded[2]),
        code("StarShapeView7()"),
        md("""
## Rounding the inner corners too, and cutouts

The final version also rounds the inner (reflex) corners, with an arc turning the other way
(`clockwise: true`), and can cut the star out of a square or a circle: the cutout is the outer
subpath, and filling with `FillStyle(eoFill: true)` leaves the star as a hole.
"""),
        code(inner[0]),
        code(inner[1]),
        code("StarShapeView6()"),
        md("""
The grid of the article's last figure: sharp, stroked, cut out of a square and out of a circle;
the same with radius 4; and radius 4 and 14 with 5 points, 4 with 7, and the 15-point star with
radius 14, whose corners nearly merge into a cog.
"""),
        code(inner[2]),
        md("""
## The builtin `Star`

`Star(points:cornerRadius:innerRatio:innerCornerRadius:isCutout:isCircleOutline:)` keeps the
article's geometry but places the arcs exactly tangent to both edges, and clamps radii so the
outline never overlaps itself:
"""),
        code("""
HStack(spacing: 10) {
    Star(points: 5).fill(.orange).frame(width: 120, height: 120)
    Star(points: 5, cornerRadius: 10).fill(.orange).frame(width: 120, height: 120)
    Star(points: 5, cornerRadius: 10, innerCornerRadius: 4).fill(.orange).frame(width: 120, height: 120)
    Star(points: 15, cornerRadius: 14).fill(.orange).frame(width: 120, height: 120)
    Star(points: 6, cornerRadius: 6, isCutout: true, isCircleOutline: true)
        .fill(.orange, style: FillStyle(eoFill: true))
        .frame(width: 120, height: 120)
}
"""),
        md("""
## Play with it

The corner radius, inner ratio and point count of the builtin `Star`, as controls. However far
the sliders go, the arcs stay tangent and the outline never crosses itself.
"""),
        code("""
struct StarPlayground: View {
    @State var points = 5.0
    @State var cornerRadius = 8.0
    @State var innerRatio = 0.4
    @State var cutout = false

    var body: some View {
        VStack {
            HStack {
                Stepper("Points: \\(Int(points))", value: $points, in: 3...20)
                Toggle("Cut out of a circle", isOn: $cutout)
            }
            Slider(value: $cornerRadius, in: 0...30) { Text("Corner radius") }
            Slider(value: $innerRatio, in: 0.1...0.9) { Text("Inner ratio") }
            Star(points: Int(points), cornerRadius: cornerRadius, innerRatio: innerRatio,
                 isCutout: cutout, isCircleOutline: cutout)
                .fill(.orange, style: FillStyle(eoFill: true))
                .frame(width: 160, height: 160)
        }
    }
}
StarPlayground()
"""),
    ]
