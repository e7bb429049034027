"""The notebook 07 · Metaballs: its prose and cells."""

from .cells import code, md


def notebook():
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
