"""The notebook 01 · Paths: moves, lines, curves and arcs: its prose and cells."""

from .cells import code, listings, md


def notebook():
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
