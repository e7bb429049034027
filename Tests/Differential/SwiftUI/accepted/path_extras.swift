// Shapebook's Path extras and SwiftUI's iOS 17 set operations.
let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 120, height: 120))
let b = Path(ellipseIn: CGRect(x: 60, y: 0, width: 120, height: 120))
print(a.length, a.area, a.point(at: 0.25), a.points(count: 4).count, a.svgPathData)
let wave = Path(svgPathData: "M 0 60 C 40 -20 80 140 120 60")
a.symmetricDifference(b).fill(.orange, style: FillStyle(eoFill: true))
wave.lineSubtracting(a).stroke(.red, lineWidth: 3)
Circle().union(Rectangle().offset(x: 20)).intersection(Capsule()).fill(.mint)
print(a.boundingRect, a.contains(CGPoint(x: 60, y: 60)), a.trimmedPath(from: 0, to: 0.5).isEmpty)
