"""The notebook 06 · Morphing one shape into another: its prose and cells."""

from .cells import code, listings, md


def notebook():
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
