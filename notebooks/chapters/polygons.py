"""The notebook 02 · Polygons: regular, random points, irregular: its prose and cells."""

from .cells import code, declarations, md


def notebook():
    decl = declarations("000_blob.shape")
    return "02-polygons", [
        md("""
# 02 · Polygons: regular, random points, irregular

The blob article (seed 000) builds up to smooth blobs in steps; this notebook is its first half:
shapes made of straight lines. Every listing is the article's code.

Points on a circle come from polar coordinates: a point at distance `length` and angle `angle`
from the origin is `(length·cos angle, length·sin angle)`. With y pointing down, angles grow
clockwise on screen.
"""),
        code(decl["Cartesian"]),
        md("""
## Regular polygons

`sides` vertices at equal angles `2π·i/sides` on the circle that fits the rect. The loop runs
`0...sides`, so the last vertex repeats the first; the article prints every vertex so it can be
pasted into code as constants.
"""),
        code(decl["RegularPolygonShape"]),
        code("RegularPolygonShape(sides: 5)\n    .fill(.blue)\n    .frame(width: 150, height: 150)"),
        code("""
HStack(spacing: 10) {
    ForEach([3, 4, 6, 8], id: \\.self) { n in
        RegularPolygon(sides: n)
            .fill(.blue)
            .frame(width: 100, height: 100)
    }
}
"""),
        md("""
`RegularPolygon(sides:)` is the same shape as a builtin (it does not print).

## Random points joined by straight lines

The first random shape picks points anywhere in the square and joins them in the order drawn.
The edges cross, so the fill rule decides what is inside: with the default non-zero rule, areas
the outline winds around twice are still filled.
"""),
        code(decl["RandomStraightShape"]),
        code("""
HStack(spacing: 10) {
    ForEach([3, 5, 10, 20], id: \\.self) { n in
        RandomStraightShape(NumberOfPoints: n)
            .fill(.orange)
            .frame(width: 100, height: 100)
    }
}
"""),
        md("""
Random numbers come from the session's seeded generator: a fresh kernel running this notebook
from the top draws the same shapes every time. `Random.seed(n)` restarts the generator.

## Irregular polygons

Keep the equal angles of the regular polygon but draw each vertex's distance from the centre at
random in `r/3…r`: the vertices stay in angular order, so the outline never crosses itself.
"""),
        code(decl["CreateRandomPolygon"]),
        code(decl["RandomPolygonShape"]),
        code("""
HStack(spacing: 10) {
    ForEach([5, 8, 12, 30], id: \\.self) { n in
        RandomPolygonShape(sides: n)
            .fill(.green)
            .frame(width: 100, height: 100)
    }
}
"""),
        md("""
The builtins `RandomPolygon(sides:seed:)` and `RandomPoints(count:seed:)` draw the same kinds of
shape from their own seeded stream, so a given seed always gives the same polygon:
"""),
        code("""
HStack(spacing: 10) {
    RandomPolygon(sides: 8, seed: 1).fill(.green).frame(width: 100, height: 100)
    RandomPolygon(sides: 8, seed: 2).fill(.green).frame(width: 100, height: 100)
    RandomPoints(count: 8, seed: 1).fill(.orange).frame(width: 100, height: 100)
}
"""),
        md("""
## Play with it

A live view: its controls are widgets, and the figure under them is drawn again each time one
moves (in JupyterLab and Notebook; a saved notebook keeps the last figure). The polygon morphs
from regular to irregular as the radius spread goes from 0 to 1; the button draws new random
radii.
"""),
        code("""
struct PolygonPlayground: View {
    @State var sides = 6.0
    @State var spread = 0.5
    @State var seed = 1.0

    var body: some View {
        VStack {
            HStack {
                Stepper("Sides: \\(Int(sides))", value: $sides, in: 3...16)
                Button("New random radii") { seed += 1 }
            }
            Slider(value: $spread, in: 0...1) { Text("Radius spread") }
            Morph(from: RegularPolygon(sides: Int(sides)), to: RandomPolygon(sides: Int(sides), seed: Int(seed)), progress: spread)
                .fill(.green)
                .frame(width: 160, height: 160)
        }
    }
}
PolygonPlayground()
"""),
    ]
