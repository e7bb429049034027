"""The notebook 05 · Set operations: its prose and cells."""

from .cells import code, md


def notebook():
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
