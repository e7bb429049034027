// A point, a size and a rectangle are Animatable as in SwiftUI: a line shape animates its two
// points through `CGPoint.AnimatableData`, and a rectangle's data is its origin's and size's pairs.
struct Segment: Shape {
    var start: CGPoint
    var end: CGPoint
    var animatableData: AnimatablePair<CGPoint.AnimatableData, CGPoint.AnimatableData> {
        get { AnimatablePair(start.animatableData, end.animatableData) }
        set { (start.animatableData, end.animatableData) = (newValue.first, newValue.second) }
    }
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: start)
            p.addLine(to: end)
        }
    }
}
var box = CGRect(x: 1, y: 2, width: 3, height: 4)
box.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(30, 40))
var size = CGSize(width: 5, height: 6)
size.animatableData.second = 60
let pair: CGSize.AnimatableData = size.animatableData
print(box.origin.y, box.size.width, pair.first, pair.second)
Segment(start: .zero, end: CGPoint(x: 100, y: 50)).stroke(.blue, lineWidth: 3).frame(width: 120, height: 60)
