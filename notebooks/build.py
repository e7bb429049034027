#!/usr/bin/env python3
"""Writes the tutorial notebooks (notebooks/NN-*.ipynb) from the cells below and executes them.

The prose and code live here as Python data so they are easy to review and edit; the seed
articles' listings are taken verbatim from the language's seed fixtures
(Tests/LangTests/Scripts/Seeds/*.shape, one `// cell` per listing), so the notebooks show
exactly the code the articles print. Usage (from the repository root, with the kernelspec
installed, e.g. by `make kernelspec-debug`):

    .venv/bin/python notebooks/build.py              # write and execute every notebook
    .venv/bin/python notebooks/build.py 04-stars     # only the notebooks whose name starts so
    .venv/bin/python notebooks/build.py --no-execute # write the sources only
"""

import argparse
import os
import pathlib
import re
import sys

import nbformat
from nbclient import NotebookClient

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent
SEEDS = REPO / "Tests/LangTests/Scripts/Seeds"
KERNELSPEC = {"name": "shapebook", "display_name": "Shapebook", "language": "swift"}


def listings(fixture):
    """The listings of one seed fixture, split at its `// cell` lines, without the header comment."""
    text = (SEEDS / fixture).read_text()
    cells = re.split(r"^// cell\n", text, flags=re.M)
    cells[0] = re.sub(r"\A// Seed[^\n]*\n", "", cells[0])
    return [cell.strip("\n") for cell in cells]


def declarations(fixture):
    """The top-level declarations of a fixture (which has no `// cell` lines), keyed by name."""
    text = re.sub(r"\A// Seed[^\n]*\n", "", (SEEDS / fixture).read_text())
    chunks = re.split(r"\n(?=(?:fileprivate )?(?:struct|func) )", text)
    found = {}
    for chunk in chunks:
        match = re.match(r"(?:fileprivate )?(?:struct|func) (\w+)", chunk)
        if match:
            found[match.group(1)] = chunk.strip("\n")
    return found


def md(text):
    return nbformat.v4.new_markdown_cell(text.strip("\n"))


def code(text):
    return nbformat.v4.new_code_cell(text.strip("\n"))


def paths():
    seed = listings("003_paths.shape")
    basics = listings("003_basic_shapes.shape")
    banner, banner_absolute, unsafe_rect, unsafe_preview, _, scoop, cloud1, cloud1_preview, cloud2, bubble, \
        draw_bubble, bubble_transition = seed
    return "01-paths", [
        md("""
# 01 · Paths: moves, lines, curves and arcs

A `Path` is a list of drawing commands in a coordinate system whose origin is the **top-left**
corner and whose y axis points **down** (as in SwiftUI and CoreGraphics). A `Shape` is a recipe
that turns the rectangle it is given into a path: `func path(in rect: CGRect) -> Path`.

This notebook follows the second half of the article *Path Drawing in SwiftUI*
(seed 003): a banner, a rounded rectangle from tangent arcs, a quad-curve scoop, a cloud made by
union, a chat bubble, and a trimmed path. Every listing is the article's code, run as written.
"""),
        md("""
## The helper the article uses for previews

The article frames every preview the same way; `extension View` adds that as a method.
"""),
        code(basics[0]),
        code(basics[3]),
        md("""
## A banner: move, line, line, close

`move(to:)` starts a subpath, each `addLine(to:)` adds a straight segment from the current point,
and `closeSubpath()` draws the last edge back to the start. Using `rect.minX`, `rect.maxY` … makes
the banner follow whatever rectangle the layout offers.
"""),
        code(banner),
        code("BannerShape()\n    .fill(.gray)\n    .previewingShape()"),
        md("""
With absolute coordinates instead, the shape ignores its frame: it is always the same small
triangle in the top-left corner.
"""),
        code(banner_absolute),
        code("BannerAbsoluteShape()\n    .fill(.gray)\n    .previewingShape()"),
        md("""
## A rounded rectangle from tangent arcs

`addArc(tangent1End:tangent2End:radius:)` draws the arc of the given radius that is tangent to
the line from the current point to `tangent1End` and to the line from `tangent1End` to
`tangent2End` (CoreGraphics' `arcTo`). Placed at each corner it rounds the corner, and the
straight lines between corners are drawn to the arcs' start points automatically.

The article's first version is "unsafe": nothing bounds the radius by the rectangle's size.
The preview strokes it thickly in gray with SwiftUI's own `RoundedRectangle` in red on top — they
coincide.
"""),
        code(unsafe_rect),
        code(unsafe_preview),
        md("""
With a radius larger than half the height the tangent points leave the rectangle's sides and the
outline overshoots:
"""),
        code("""
ZStack {
    RoundedRectArcUnsafeShape(cornerRadius: 100)
        .stroke(.gray, lineWidth: 9)
    RoundedRectangle(cornerRadius: 100, style: .circular)
        .stroke(.red, lineWidth: 1)
}
.previewingShape()
"""),
        md("""
The safe version clamps the radius to `0…min(width, height)/2` first (the article elides the
rest of the body with `// ...`, so this listing only shows the clamping; its path is a single
point).
"""),
        code(seed[4]),
        md("""
## A quad-curve scoop

A quadratic Bézier curve `addQuadCurve(to:control:)` leaves the current point heading towards the
control point and arrives at `to` coming from it; the curve never reaches the control point. Here
the control point sits on the bottom edge at a fraction of the width, so the scoop leans left or
right.
"""),
        code(scoop),
        code("""
HStack(spacing: 20) {
    ForEach([0.0, 0.5, 1.0], id: \\.self) { f in
        QuadCurveScoop(pointOffsetFraction: f)
            .fill(.gray)
            .frame(width: 120, height: 80)
    }
}
"""),
        md("""
## A cloud: three ellipses, then their union

`addEllipse(in:)` adds a closed elliptical subpath. Filled, three overlapping ellipses look like a
cloud (the non-zero winding rule fills the overlaps once)…
"""),
        code(cloud1),
        code(cloud1_preview),
        md("""
…but stroked, the inner arcs show. `union` (iOS 17's `CGPath.union`) computes the outline of the
area covered by the three ellipses, so the stroke follows only the outside.
"""),
        code("Cloud1Shape()\n    .stroke(.gray, lineWidth: 3)\n    .previewingShape()"),
        code(cloud2),
        code("Cloud2Shape()\n    .stroke(.gray, lineWidth: 3)\n    .previewingShape()"),
        md("""
## A chat bubble

A rounded rectangle united with a small arrow: a line down, a quad curve that bends the tip, a
line back up. `arrowOffsetFraction` slides the arrow along the bottom edge.
"""),
        code(bubble),
        code("""
HStack(spacing: 30) {
    ForEach([0.0, 0.5, 1.0], id: \\.self) { f in
        MapOnboardingBubbleShape(arrowOffsetFraction: f)
            .fill(.gray)
            .frame(width: 150, height: 100)
            .padding(.bottom, 20)
    }
}
"""),
        md("""
## Trimming a path

`trim(from:to:)` keeps the part of the outline between two fractions of its length. The article
animates `drawFraction` from 0 to 1 with a button. Here are a few fractions side by side, then
the article's views themselves, live: each `Button` is a widget above its figure, and pressing
Hide or Show runs its action and plays the change (the `.animation(.spring(), value:)` of the
first view, as easeOut over the spring's response).
"""),
        code("""
HStack(spacing: 20) {
    ForEach([0.25, 0.5, 0.75, 1.0], id: \\.self) { f in
        MapOnboardingBubbleShape()
            .trim(from: 0, to: f)
            .stroke(.gray, lineWidth: 3)
            .frame(width: 150, height: 100)
            .padding(.bottom, 25)
    }
}
"""),
        code(draw_bubble),
        code("DrawBubbleView(drawFraction: 1)"),
        code(bubble_transition),
        code("BubbleTransitionView(isVisible: true)"),
        md("""
## Your turn

`Path(svgPathData:)` reads SVG path syntax, and `length`, `area` and `point(at:)` measure a path:
"""),
        code("""
let wave = Path(svgPathData: "M 0 50 C 25 0 75 100 100 50 S 175 0 200 50")
print("length", wave.length)
wave.stroke(.blue, lineWidth: 3)
"""),
    ]


def polygons():
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


def blobs():
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


def stars():
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


def set_operations():
    return "05-set-operations", [
        md("""
# 05 · Set operations

Paths combine like sets of points, as `CGPath` does since iOS 17: `union`, `intersection`,
`subtracting`, `symmetricDifference`. The result is a new path whose outline is the boundary of
the combined area; curves are kept as curves where possible. `eoFill:` says which fill rule
decides what is inside each operand.
"""),
        code("""
let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 120, height: 120))
let b = Path(ellipseIn: CGRect(x: 60, y: 0, width: 120, height: 120))

HStack(spacing: 20) {
    ZStack { a.stroke(.gray); b.stroke(.gray) }.frame(width: 180, height: 120)
    a.union(b).fill(.blue).frame(width: 180, height: 120)
    a.intersection(b).fill(.blue).frame(width: 180, height: 120)
    a.subtracting(b).fill(.blue).frame(width: 180, height: 120)
    a.symmetricDifference(b).fill(.blue, style: FillStyle(eoFill: true)).frame(width: 180, height: 120)
}
"""),
        md("""
`lineIntersection` and `lineSubtracting` treat the first path as lines: they keep the parts of
its outline inside (or outside) the second area.
"""),
        code("""
let wave = Path(svgPathData: "M 0 60 C 40 -20 80 140 120 60 S 200 -20 240 60")
let disk = Path(ellipseIn: CGRect(x: 60, y: 0, width: 120, height: 120))
HStack(spacing: 20) {
    ZStack { disk.fill(.gray.opacity(0.2)); wave.lineIntersection(disk).stroke(.red, lineWidth: 3) }
        .frame(width: 240, height: 120)
    ZStack { disk.fill(.gray.opacity(0.2)); wave.lineSubtracting(disk).stroke(.red, lineWidth: 3) }
        .frame(width: 240, height: 120)
}
"""),
        md("""
Set operations also measure: the area of a union is the sum of the areas minus the overlap (up to
the flattening tolerance with which curved areas are measured).
"""),
        code("""
print(a.area, b.area, a.intersection(b).area)
print(a.union(b).area, a.area + b.area - a.intersection(b).area)
"""),
        md("""
## A badge: star minus circle, plus ring

Operations chain, and work on shapes' paths as well:
"""),
        code("""
let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
let star = Star(points: 8, cornerRadius: 6).path(in: rect)
let hole = Path(ellipseIn: rect.insetBy(dx: 70, dy: 70))
let ring = Path(ellipseIn: rect.insetBy(dx: 80, dy: 80))
star.subtracting(hole).union(ring).fill(.orange)
"""),
    ]


def morphing():
    seed = listings("001_morph.shape")
    return "06-morphing", [
        md("""
# 06 · Morphing one shape into another

The morphing article (seed 001) describes any outline by N points spread along it; morphing
moves each point from its place on shape A to its place on shape B. Its `MorphableShape` keeps
the points in an `AnimatableVector` of numbers in `0…1`, x and y alternating, and joins them with
straight lines.
"""),
        code(seed[0]),
        md("""
The demo view fills the shape in orange and overlays a white outline. The points are random, so
each "Randomize" gives a new polygon (a notebook shows the first one):
"""),
        code("DemoView()"),
        md("""
## Sampling a standard shape

To morph a `Circle` or any other shape, the article samples its path: `point(at:)` trims the
path to a fraction of its length and takes the current point, and `controlPoints(count:)` takes
`count` evenly spaced fractions. A unit rect keeps the coordinates in `0…1`.
"""),
        code(seed[1]),
        code(seed[2]),
        code("""
MorphableShape(controlPoints: shapeControlPoints)
    .fill(Color.orange)
    .frame(width: 200, height: 200)
"""),
        md("""
## Interpolating

The article animates between two vectors; a still picture of the same thing is the vector
interpolated at a few fractions. Here a circle becomes a rounded star, both sampled with 100
points:
"""),
        code("""
let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
let from = Circle().path(in: unit).controlPoints(count: N).values
let to = Star(points: 5, cornerRadius: 0.05).path(in: unit).controlPoints(count: N).values
func between(_ t: Double) -> AnimatableVector {
    AnimatableVector(with: zip(from, to).map { a, b in a + (b - a) * t })
}
HStack(spacing: 10) {
    ForEach([0, 0.25, 0.5, 0.75, 1], id: \\.self) { t in
        MorphableShape(controlPoints: between(t))
            .fill(Color.orange)
            .frame(width: 100, height: 100)
    }
}
"""),
        md("""
The article warns that shapes may start at different points or run in opposite directions, and
then the morph "flips" through itself. The builtin `Morph(from:to:progress:samples:)` resamples
both outlines by arc length, starts them at matching points and runs them in the same direction,
and matches subpaths of multi-part shapes:
"""),
        code("""
HStack(spacing: 10) {
    ForEach([0, 0.25, 0.5, 0.75, 1], id: \\.self) { t in
        Morph(from: Heart(), to: Star(points: 6, cornerRadius: 8), progress: t)
            .fill(.pink)
            .frame(width: 100, height: 100)
    }
}
"""),
        md("""
## Animating

A notebook cannot run `withAnimation`, but `animate(…)` can: it calls a closure with the
progress `t` for each frame and plays the frames as an animated PNG (and an animated SVG) that
loops forever. It takes SwiftUI's `Animation` for its timing (or `duration:`, `autoreverses:`
and `curve:` arguments). Here is the article's demo, the circle's control points morphing into
the star's and back, filled in orange with the white outline of `DemoView`:
"""),
        code("""
animate(.easeInOut(duration: 1).repeatForever(autoreverses: true), fps: 15) { t in
    MorphableShape(controlPoints: between(t))
        .fill(Color.orange)
        .frame(width: 160, height: 160)
        .overlay(MorphableShape(controlPoints: between(t)).stroke(Color.white, lineWidth: 3))
}
"""),
        md("""
SwiftUI animates a shape by interpolating its `animatableData` between the old and the new
value; `animate(from:to:)` does the same with two values of one struct, so the article's
`MorphableShape` animates exactly as it would in an app:

```swift
animate(from: MorphableShape(controlPoints: AnimatableVector(with: from)),
        to: MorphableShape(controlPoints: AnimatableVector(with: to)))
```

And `animate(view)` runs every `Morph` in a view from progress 0 to 1, whatever progress it was
given, so the builtin morph of the heart into the star plays with its styling as written:
"""),
        code("""
animate(Morph(from: Heart(), to: Star(points: 6, cornerRadius: 8), progress: 0)
            .fill(.pink)
            .frame(width: 120, height: 120),
        duration: 1, fps: 15, autoreverses: true, curve: .easeInOut)
"""),
        md("""
Both outputs loop: the PNG is an APNG (every browser plays it; a viewer without APNG support
shows the first frame), and the SVG moves each outline's points with SMIL `<animate>`.
`save(animation, to: "morph.png")` or `"morph.svg"` writes the same bytes.
"""),
        md("""
## Play with it

The morph's progress as a slider; **Play** animates it from 0 to 1 with `withAnimation`, as
SwiftUI would. (The article's `DemoView` above is live too: its **Randomize** button morphs the
shape to new random points.)
"""),
        code("""
struct MorphPlayground: View {
    @State var progress = 0.0

    var body: some View {
        VStack {
            HStack {
                Slider(value: $progress, in: 0...1) { Text("Progress") }
                Button("Play") { progress = 0; withAnimation(.easeInOut(duration: 1.5)) { progress = 1 } }
            }
            Morph(from: Heart(), to: Star(points: 6, cornerRadius: 8), progress: progress)
                .fill(.pink)
                .frame(width: 160, height: 160)
        }
    }
}
MorphPlayground()
"""),
    ]


def metaballs():
    return "07-metaballs", [
        md("""
# 07 · Metaballs

Metaballs are circles that melt into each other as they approach, like drops of liquid. Seed 002
(rnkyr/metaballs) builds the effect from Bézier curves rather than pixels: for each pair of
circles it finds tangent points `p1…p4` on the two circles and handle points `h1…h4`, and joins
them with two cubic curves, `p1→p3` (handles `h1`, `h3`) and `p2→p4` (handles `h2`, `h4`). The
region between the curves is the "neck" that makes the two balls look connected; it thins and
vanishes as the balls move apart.

`Metaballs(_:style:threshold:)` draws a set of circles `(center, radius)` that way
(`style: .bridge`), with all necks and circles united into one outline.
"""),
        code("""
func pair(_ distance: Double) -> some View {
    Metaballs([(center: CGPoint(x: 50, y: 60), radius: 30),
               (center: CGPoint(x: 50 + distance, y: 60), radius: 20)])
        .fill(.blue)
        .frame(width: 170, height: 120)
}
HStack(spacing: 0) {
    pair(45)
    pair(60)
    pair(75)
    pair(90)
}
"""),
        md("""
As in the article, the neck fades with distance and is cut off past a reach proportional to the
radii: the last pair is two separate circles.

## Many balls

Every pair gets its own bridge, so a cluster becomes a single blob:
"""),
        code("""
let balls: [(center: CGPoint, radius: CGFloat)] = [(center: CGPoint(x: 60, y: 60), radius: 35),
             (center: CGPoint(x: 130, y: 70), radius: 25),
             (center: CGPoint(x: 100, y: 130), radius: 30),
             (center: CGPoint(x: 175, y: 130), radius: 18)]
Metaballs(balls).fill(.blue).frame(width: 220, height: 180)
"""),
        md("""
## The pixel approach, as a contour

The article mentions the classic alternative: sum a field `Σ r²/d²` over the balls and draw where
it equals a threshold. `style: .field` traces that iso-contour with marching squares and smooths
it; raising the threshold shrinks the blob and separates the balls.
"""),
        code("""
HStack(spacing: 10) {
    ForEach([0.6, 1.0, 1.4], id: \\.self) { t in
        Metaballs(balls, style: .field, threshold: t)
            .fill(.teal)
            .frame(width: 220, height: 180)
    }
}
"""),
        md("Side by side, outlined over the circles themselves:"),
        code("""
ZStack {
    ForEach(0..<balls.count, id: \\.self) { i in
        Path(ellipseIn: CGRect(x: balls[i].center.x - balls[i].radius, y: balls[i].center.y - balls[i].radius,
                               width: 2 * balls[i].radius, height: 2 * balls[i].radius))
            .fill(.gray.opacity(0.3))
    }
    Metaballs(balls).stroke(.blue, lineWidth: 2)
    Metaballs(balls, style: .field).stroke(.red, lineWidth: 1)
}
.frame(width: 220, height: 180)
"""),
        md("""
## Play with it

Pull the two circles apart and watch the bridge thin and snap (left), and the field's contour
follow its threshold (right).
"""),
        code("""
struct MetaballPlayground: View {
    @State var distance = 70.0
    @State var threshold = 1.0

    var body: some View {
        let balls: [(center: CGPoint, radius: CGFloat)] = [(center: CGPoint(x: 110 - distance / 2, y: 80), radius: 40.0),
                                                           (center: CGPoint(x: 110 + distance / 2, y: 80), radius: 28.0)]
        return VStack {
            Slider(value: $distance, in: 0...150) { Text("Distance") }
            Slider(value: $threshold, in: 0.3...2) { Text("Threshold (field)") }
            HStack {
                Metaballs(balls).fill(.teal).frame(width: 220, height: 160)
                Metaballs(balls, style: .field, threshold: threshold).fill(.blue.opacity(0.6)).frame(width: 220, height: 160)
            }
        }
    }
}
MetaballPlayground()
"""),
    ]


def export():
    return "08-export", [
        md("""
# 08 · Exporting figures

Every figure a cell shows carries its renderings in the formats `Canvas.formats` lists: SVG and
PNG unless a cell asks for others (the PNG is drawn at `Canvas.scale` pixels per point, 2 by
default, on a transparent background). `save(_:to:scale:)` writes the same bytes to a file,
choosing the format from the extension: `.svg`, `.png`, or `.pdf` for a vector PDF to put in a
paper. Relative paths are relative to the notebook's directory (the kernel's working directory);
git ignores the `badge*` files this notebook writes there.
"""),
        code("""
let badge = ZStack {
    Circle().fill(.orange)
    Star(points: 5, cornerRadius: 6).fill(.white).padding(20)
}
.frame(width: 160, height: 160)
badge
"""),
        code("""
save(badge, to: "badge.svg")
save(badge, to: "badge.png")
save(badge, to: "badge@3x.png", scale: 3)
save(badge, to: "badge.pdf")
print("saved")
"""),
        md("""
The files are exactly what the cell above displays: the SVG is byte-identical to the
`image/svg+xml` output, the PNG to the `image/png` output (at the same scale), and the PDF to
`application/pdf` when the cell's formats include it.

`Canvas.formats` chooses what each figure sends, as matplotlib's `figure_formats`. This notebook,
like every tutorial, was run with PDF added (`SHAPEBOOK_FORMATS=svg,png,pdf`), so `jupyter
nbconvert --to latex` and `--to pdf` use the PDFs and need no Inkscape:
"""),
        code("""
Canvas.formats
"""),
        md("""
A background can be set for the whole session, and the canvas size for shapes without a frame:
"""),
        code("""
Canvas.background = Color(hex: "#d6e8f8")
Canvas.size = CGSize(width: 120, height: 120)
Star(points: 7, cornerRadius: 4).fill(.blue)
"""),
        md("""
Mistakes are reported clearly: the extension must be `.png`, `.svg` or `.pdf`, and the directory
must exist and be writable.
"""),
        code("save(badge, to: \"badge.jpg\")"),
        md("""
## Outside Jupyter

The same script renders from the command line:

```
shapebook render badge.shape -o badge.svg
shapebook render badge.shape -o badge.png --scale 3
shapebook render badge.shape -o badge.pdf
```

writes the script's last figure, byte-identical to what the notebook shows.
"""),
    ]


def swiftui_surface():
    return "09-swiftui-surface", [
        md("""
# 09 · SwiftUI's drawing surface: GeometryReader, Canvas, effects, colours, fonts and controls

Real SwiftUI code wraps its shapes in more than stacks: a `GeometryReader` that sizes a drawing
to its space, system colours and fonts, controls, lists and grids. This notebook runs that code
as an iOS 17 preview draws it, in the light appearance with the default tint.
"""),
        md("""
## GeometryReader

A `GeometryReader` takes all the space it is offered and hands its closure a proxy: the size it
got, and its frame in a coordinate space (`.local`, `.global`, or one named with
`.coordinateSpace(name:)`). Its content sits at its top leading corner. Here a gauge face is
drawn to whatever size the reader is given:
"""),
        code("""
struct Dial: View {
    var value: Double
    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                Circle().stroke(Color(.systemGray5), lineWidth: side / 10)
                Circle()
                    .trim(from: 0, to: value)
                    .stroke(.teal, style: StrokeStyle(lineWidth: side / 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\\(Int(value * 100))%").font(.system(size: side / 5, weight: .bold, design: .rounded))
            }
            .frame(width: side, height: side)
        }
    }
}

HStack(spacing: 16) {
    Dial(value: 0.25).frame(width: 60, height: 60)
    Dial(value: 0.6).frame(width: 100, height: 100)
    Dial(value: 0.9).frame(width: 140, height: 140)
}
.padding()
"""),
        md("""
`proxy.frame(in:)` measures where the reader is. A named coordinate space makes positions
relative to a container instead of the whole figure:
"""),
        code("""
HStack(spacing: 10) {
    ForEach(0..<3, id: \\.self) { _ in
        GeometryReader { proxy in
            let x = proxy.frame(in: .named("row")).minX
            Text("x = \\(Int(x))")
                .font(.caption)
                .padding(6)
                .background(Color(.systemGray6))
        }
        .frame(width: 80, height: 40)
        .border(Color(.separator))
    }
}
.coordinateSpace(name: "row")
.padding()
"""),
        md("""
## Colours

SwiftUI's named colours, UIKit's system and element colours (`Color(.systemTeal)`,
`Color(uiColor: .secondaryLabel)`, `Color(UIColor.separator)`), `Color(.sRGB, red:green:blue:)`,
`Color(hue:saturation:brightness:)` and `Color(white:)` all resolve to their light-appearance
sRGB values. Materials are drawn as their translucent tints (a figure has nothing live behind it
to blur):
"""),
        code("""
let system: [Color] = [Color(.systemRed), Color(.systemOrange), Color(.systemYellow), Color(.systemGreen),
                       Color(.systemMint), Color(.systemTeal), Color(.systemCyan), Color(.systemBlue),
                       Color(.systemIndigo), Color(.systemPurple), Color(.systemPink), Color(.systemBrown)]
VStack(spacing: 10) {
    HStack(spacing: 4) {
        ForEach(0..<12, id: \\.self) { i in
            RoundedRectangle(cornerRadius: 4).fill(system[i]).frame(width: 22, height: 22)
        }
    }
    ZStack {
        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)
        HStack(spacing: 0) {
            Text("ultraThin").frame(maxWidth: .infinity, maxHeight: .infinity).background(.ultraThinMaterial)
            Text("regular").frame(maxWidth: .infinity, maxHeight: .infinity).background(.regularMaterial)
            Text("ultraThick").frame(maxWidth: .infinity, maxHeight: .infinity).background(.ultraThickMaterial)
        }
        .font(.caption)
        .padding(8)
    }
    .frame(width: 300, height: 60)
}
.padding()
"""),
        md("""
## Fonts and styled text

The text styles have iOS's default sizes (`.largeTitle` 34 … `.caption2` 11). The rounded,
monospaced and serif designs are drawn with the free fonts closest to SF Rounded, SF Mono and
New York (Quicksand, JetBrains Mono and Caladea). `Text + Text` joins runs that keep their own
font and colour, and `tracking`, `lineLimit` and `underline` work as in SwiftUI:
"""),
        code("""
VStack(alignment: .leading, spacing: 8) {
    Text("Large Title").font(.largeTitle.bold())
    Text("Rounded, bold").font(.system(.title2, design: .rounded, weight: .bold))
    Text("let answer = 42").font(.system(.body, design: .monospaced))
    Text("A serif paragraph in the style of New York.").font(.system(.body, design: .serif))
    Text("Total: ").foregroundColor(.secondary) + Text("$12.40").bold() + Text(" (paid)").foregroundColor(.green).italic()
    Text("TRACKED CAPTION").font(.caption).tracking(2)
    Text("A sentence too long for its line is cut with an ellipsis").lineLimit(1).frame(width: 220, alignment: .leading)
}
.padding()
"""),
        md("""
## Shapes in iOS 17 style

Set operations work on any shape and take implicit members (`.rect(cornerRadius:)`, `.circle`);
a filled shape can be stroked too, and `UnevenRoundedRectangle` rounds each corner its own way:
"""),
        code("""
HStack(spacing: 16) {
    Circle().subtracting(.rect(cornerRadius: 6).offset(x: 40)).fill(.indigo)
        .frame(width: 80, height: 80)
    UnevenRoundedRectangle(topLeadingRadius: 36, bottomTrailingRadius: 12)
        .fill(.orange)
        .frame(width: 80, height: 80)
    Capsule().fill(.yellow).stroke(.brown, lineWidth: 4)
        .frame(width: 50, height: 80)
}
.padding()
"""),
        md("""
## Canvas and GraphicsContext

`Canvas { context, size in … }` draws immediately into a `GraphicsContext`: fills and strokes
with colours and gradients, copies of the context that carry their own transform
(`translateBy`, `rotate(by:)`), and layers with filters (`drawLayer`, `addFilter(.shadow(…))`)
for resolved text and images. It is drawn by the same rasterizer as views, and written to SVG
as ordinary elements:
"""),
        code("""
Canvas { context, size in
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    for ring in 0..<6 {
        let radius = Double(ring + 1) * 12
        let rect = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        context.stroke(Path(ellipseIn: rect), with: .color(Color(hue: Double(ring) / 6, saturation: 0.7, brightness: 0.9)),
                       lineWidth: 4)
    }
    var petals = context
    petals.translateBy(x: center.x, y: center.y)
    for step in 0..<8 {
        petals.rotate(by: .degrees(45))
        petals.fill(Path(ellipseIn: CGRect(x: 20, y: -6, width: 40, height: 12)),
                    with: .linearGradient(Gradient(colors: [.orange, .pink]), startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 60, y: 0)))
    }
    context.drawLayer { layer in
        layer.addFilter(.shadow(color: .black.opacity(0.4), radius: 4, x: 2, y: 2))
        layer.draw(Text("Canvas").font(.headline), at: CGPoint(x: center.x, y: size.height - 14))
    }
}
.frame(width: 180, height: 180)
"""),
        md("""
## Effects

The effects a preview shows are drawn too: `.shadow`, `.blur`, blend modes inside a
`.compositingGroup()`, and the colour effects (`.hueRotation`, `.grayscale`, `.saturation`,
`.brightness`, `.contrast`, `.colorInvert`). In SVG they become filters:
"""),
        code("""
HStack(spacing: 18) {
    RoundedRectangle(cornerRadius: 14).fill(.blue)
        .frame(width: 60, height: 60)
        .shadow(color: .black.opacity(0.35), radius: 6, x: 0, y: 4)
    Circle().fill(.orange)
        .frame(width: 60, height: 60)
        .blur(radius: 3)
    ZStack {
        Circle().fill(.red).frame(width: 44, height: 44).offset(x: -10)
        Circle().fill(.green).frame(width: 44, height: 44).offset(x: 10).blendMode(.multiply)
    }
    .compositingGroup()
    Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.yellow)
        .padding(8)
        .background(Color.purple)
        .hueRotation(.degrees(90))
    Rectangle().fill(LinearGradient(colors: [.red, .yellow, .blue], startPoint: .leading, endPoint: .trailing))
        .frame(width: 60, height: 60)
        .grayscale(1)
}
.padding()
"""),
        md("""
## Controls

Controls are drawn as an iOS preview draws them: a button's title in the accent blue, a green
switch, a slider's thumb at its value, a stepper's − and +, a menu picker's selection. Each shows
the value of its binding (`$name` of a `@State` property, or `.constant(…)`); a button's action is
kept, never run by a drawing. A `#Preview` is drawn so, as `shapebook render` and `save(…)` draw:
"""),
        code("""
struct SettingsCard: View {
    @State private var volume = 0.65
    @State private var notifications = true
    @State private var copies = 2.0
    @State private var paper = "A4"

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Toggle("Notifications", isOn: $notifications)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            Stepper("Copies: \\(Int(copies))", value: $copies, in: 1...10)
            Picker("Paper", selection: $paper) { Text("Letter").tag("Letter"); Text("A4").tag("A4") }
            ProgressView(value: volume) { Text("Volume") }
            Divider()
            HStack {
                Button("Cancel", role: .destructive) { volume = 0 }
                Spacer()
                Button("Print") { copies += 1 }.buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .frame(width: 320)
    }
}

#Preview { SettingsCard() }
"""),
        md("""
As a cell's value the same view is live, as in the tutorials 02–07: each control the reader can
move is a Jupyter widget bound to its state, and the figure under the widgets draws the rest (the
symbols, the progress bar, the divider) and follows them. Drag the slider to move the progress
bar; the buttons run their actions.
"""),
        code("""
SettingsCard()
"""),
        md("""
A `Gauge` takes the widget styles (`.accessoryCircular`, `.accessoryLinearCapacity`, …) and
styles of your own: a `GaugeStyle` whose `makeBody(configuration:)` draws the value (a fraction
of the range) and the labels. `.onGeometryChange(for:of:action:)` (iOS 18) hands the action the
view's laid-out geometry before the figure is drawn, as a preview runs it when the view appears:
here it sizes a half ellipse to its frame:
"""),
        code("""
struct Speedometer: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: 0.75).stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(135))
            Circle().trim(from: 0, to: 0.75 * configuration.value).stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(135))
            configuration.currentValueLabel.font(.system(size: 24, weight: .bold, design: .rounded))
        }
        .frame(width: 100, height: 100)
    }
}
struct SemiCircle: View {
    @State var size: CGSize?
    var body: some View {
        Rectangle().fill(Color.clear)
            .overlay(alignment: .top) {
                if let size {
                    Ellipse().trim(from: 0.5, to: 1).size(width: size.width, height: size.height * 2).fill(.orange)
                }
            }
            .onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { size = $0 }
    }
}
HStack(spacing: 24) {
    Gauge(value: 60, in: 0...100) { Text("km/h") } currentValueLabel: { Text("60") }
        .gaugeStyle(Speedometer())
    Gauge(value: 23, in: 0...50) { Text("Speed") } currentValueLabel: { Text("23") }
        .gaugeStyle(.circular)
    SemiCircle().frame(width: 100, height: 50)
}
.padding()
"""),
        md("""
A style's value labels are optionals, as in SwiftUI, where an optional view is itself a view
(nil draws nothing): `if let` asks whether the gauge has one. A gauge's marked value labels reach
the configuration too, and a tint (`CircularGaugeStyle(tint:)`, `.tint(_:)`) paints its ring or
bar; a bare `Gradient` runs along the ring:
"""),
        code("""
struct Readout: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            Capsule().fill(.gray.opacity(0.3)).frame(width: 80, height: 8)
                .overlay(alignment: .leading) { Capsule().fill(.teal).frame(width: 80 * configuration.value, height: 8) }
            if let current = configuration.currentValueLabel {
                current.font(.headline)
            } else {
                Text("—")
            }
            HStack(spacing: 6) { configuration.markedValueLabels }.font(.caption2)
        }
    }
}
HStack(spacing: 20) {
    Gauge(value: 0.7) { Text("Fuel") } currentValueLabel: { Text("70") } markedValueLabels: {
        Text("E").tag(0.0)
        Text("½").tag(0.5)
        Text("F").tag(1.0)
    }
    .gaugeStyle(Readout())
    Gauge(value: 0.3) { Text("Oil") }.gaugeStyle(Readout())
    Gauge(value: 0.6) { Text("Speed") } currentValueLabel: { Text("60") }
        .gaugeStyle(CircularGaugeStyle(tint: Gradient(colors: [.green, .yellow, .red])))
    Gauge(value: 0.4) { Text("Load") } currentValueLabel: { Text("40") }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(.orange)
}
.padding()
"""),
        md("""
`Image(systemName:)` draws a placeholder of the symbol's size (SF Symbols are Apple's and not
available here; the kernel says so once, on stderr).

## Containers

`List` and `Form` use the inset grouped style of iOS 17, `NavigationStack` shows the content's
`.navigationTitle` as a large title, and grids size their columns by SwiftUI's `GridItem` rules:
"""),
        code("""
#Preview {
    NavigationStack {
        Form {
            Section("Account") {
                Text("Ada Lovelace")
                Toggle("Sync", isOn: .constant(true))
            }
            Section {
                Picker("Theme", selection: .constant("Light")) { Text("Light").tag("Light"); Text("Dark").tag("Dark") }
                Stepper("Font size: 17", value: .constant(17), in: 12...24)
            } footer: {
                Text("Changes apply at once.")
            }
        }
        .navigationTitle("Settings")
    }
    .frame(width: 340, height: 460)
}
"""),
        code("""
LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 10) {
    ForEach(0..<12, id: \\.self) { i in
        RoundedRectangle(cornerRadius: 10)
            .fill(Color(hue: Double(i) / 12, saturation: 0.55, brightness: 0.95))
            .frame(height: 60)
            .overlay(Text("\\(i + 1)").font(.headline).foregroundColor(.white))
    }
}
.frame(width: 300)
.padding()
"""),
        code("""
TabView {
    VStack(spacing: 12) {
        Image(systemName: "house").font(.largeTitle)
        Text("Home").font(.title2.bold())
    }
    .tabItem { Label("Home", systemImage: "house") }
    Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
    Text("Profile").tabItem { Label("Profile", systemImage: "person") }
}
.frame(width: 320, height: 240)
"""),
        md("""
## Hierarchical styles and groups

`.foregroundStyle(a, b, c)` sets the three levels that `.primary`, `.secondary` and `.tertiary`
resolve to inside the view; one style alone gives its own levels, lighter each time.
`.drawingGroup()` flattens its content into one layer first, so an opacity after it fades the
group as a whole: the red square does not show through the blue one.
"""),
        code("""
HStack(spacing: 20) {
    VStack(spacing: 8) {
        HStack { Circle().fill(.primary); Circle().fill(.secondary); Circle().fill(.tertiary) }
            .foregroundStyle(.blue, .green, .orange)
        HStack { Circle().fill(.primary); Circle().fill(.secondary); Circle().fill(.tertiary) }
            .foregroundStyle(.purple)
    }
    .frame(width: 120, height: 80)
    ZStack {
        Rectangle().fill(.red).frame(width: 50, height: 50)
        Rectangle().fill(.blue).frame(width: 50, height: 50).offset(x: 16, y: 16)
    }
    .frame(width: 66, height: 66, alignment: .topLeading)
    .drawingGroup()
    .opacity(0.6)
}
.padding()
"""),
        md("""
## Spacing and monospaced text

`kerning` and `tracking` add space after every character; `.monospaced()`,
`.fontDesign(.monospaced)` and `Font.monospaced()` switch to the monospaced design, where every
character is as wide as the next (JetBrains Mono standing in for SF Mono):
"""),
        code("""
VStack(alignment: .leading, spacing: 6) {
    Text("Kerning 0").font(.title3)
    Text("Kerning 4").font(.title3).kerning(4)
    Text("Tracking -1").font(.title3).tracking(-1)
    Text("0123 iiii WWWW")
    Text("0123 iiii WWWW").monospaced()
    Text("0123 iiii WWWW").fontDesign(.monospaced)
}
.padding()
"""),
        md("""
## The patterns app code wraps drawing in

A `ViewModifier` of your own applied with `.modifier(_:)`, a `ButtonStyle` of your own,
`Identifiable` data whose ids are `UUID()`s, and a `TimelineView`, which a figure draws at its
schedule's first date (`animate(…)` steps through its dates). As a `#Preview` the buttons are
drawn, not made into widgets:
"""),
        code("""
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(.systemGray6)))
    }
}
struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(Capsule().fill(configuration.isPressed ? .gray : .indigo))
    }
}
struct Fruit: Identifiable {
    let id = UUID()
    var name: String
    var color: Color
    static let samples = [Fruit(name: "Apple", color: .red), Fruit(name: "Lime", color: .green), Fruit(name: "Plum", color: .purple)]
}

#Preview {
    VStack(alignment: .leading, spacing: 12) {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Fruit.samples) { item in
                HStack { Circle().fill(item.color).frame(width: 12, height: 12); Text(item.name) }
            }
        }
        .modifier(Card())
        HStack {
            Button("Order") { }.buttonStyle(Pill())
            Button("Cancel") { }
        }
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 1_000), by: 1)) { context in
            let seconds = context.date.timeIntervalSinceReferenceDate
            HStack {
                Capsule().fill(.orange).frame(width: seconds.truncatingRemainder(dividingBy: 90) + 10, height: 10)
                Text("\\(Int(seconds)) s")
            }
        }
    }
    .padding()
}
"""),
    ]


NOTEBOOKS = [paths, polygons, blobs, stars, set_operations, morphing, metaballs, export, swiftui_surface]

#: Cells that are expected to fail, by notebook name and the start of their source (a notebook
#: demonstrates an error message); the tests read this list too.
EXPECTED_ERRORS = {"08-export": ['save(badge, to: "badge.jpg")']}


def build(name, cells):
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = dict(KERNELSPEC)
    notebook.metadata["language_info"] = {"name": "swift", "file_extension": ".swift"}
    for cell in notebook.cells:
        if cell.cell_type == "code" and any(cell.source.startswith(s) for s in EXPECTED_ERRORS.get(name, [])):
            cell.metadata["tags"] = ["raises-exception"]
    return notebook


#: The formats the committed notebooks' figures carry: PDF too, so that `jupyter nbconvert --to
#: latex` and `--to pdf` use it and need no Inkscape to convert the SVG.
FORMATS = "svg,png,pdf"


def execute(notebook, directory, timeout=600, formats=FORMATS):
    """Runs every cell on a fresh Shapebook kernel with `directory` as its working directory and
    `formats` as the session's default `Canvas.formats` (`SHAPEBOOK_FORMATS`)."""
    client = NotebookClient(notebook, kernel_name="shapebook", timeout=timeout,
                            resources={"metadata": {"path": str(directory)}})
    previous = os.environ.get("SHAPEBOOK_FORMATS")
    os.environ["SHAPEBOOK_FORMATS"] = formats  # the kernel inherits this process's environment
    try:
        client.execute()
    finally:
        if previous is None:
            os.environ.pop("SHAPEBOOK_FORMATS", None)
        else:
            os.environ["SHAPEBOOK_FORMATS"] = previous
    return notebook


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("only", nargs="*", help="build only notebooks whose name starts with one of these")
    parser.add_argument("--no-execute", action="store_true", help="write the sources without outputs")
    arguments = parser.parse_args()
    for make in NOTEBOOKS:
        name, cells = make()
        if arguments.only and not any(name.startswith(prefix) for prefix in arguments.only):
            continue
        notebook = build(name, cells)
        if not arguments.no_execute:
            print(f"executing {name}", file=sys.stderr)
            execute(notebook, HERE)
        nbformat.validate(notebook)
        nbformat.write(notebook, HERE / f"{name}.ipynb")
        print(f"wrote notebooks/{name}.ipynb", file=sys.stderr)
    for leftover in ("badge.svg", "badge.png", "badge@3x.png", "badge.pdf"):
        (HERE / leftover).unlink(missing_ok=True)


if __name__ == "__main__":
    main()
