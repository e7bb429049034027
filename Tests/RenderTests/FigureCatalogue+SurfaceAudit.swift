import Canvas
import Foundation

extension FigureCatalogue {
    /// Issue 15 items that had tests of what they draw but no figure in the PNG/SVG agreement
    /// catalogue (audit of session 15): the iOS 17 set operations besides `union` and the shape
    /// modifiers (`rotation`, `scale`, `size`, `transform`, `ContainerRelativeShape`, `AnyShape`),
    /// and a `GraphicsContext` stroking with a gradient and a dashed `StrokeStyle` next to an
    /// SF Symbol's placeholder.
    static let surfaceAuditScripts: [ScriptEntry] = [
        ScriptEntry(name: "shape-operations-and-modifiers", source: """
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    Rectangle().subtracting(.circle).fill(.blue).frame(width: 60, height: 50)
                    Circle().intersection(.rect(cornerRadius: 8).offset(x: 20)).fill(.red).frame(width: 50, height: 50)
                    Capsule().symmetricDifference(.ellipse.scale(0.5)).fill(.green).frame(width: 70, height: 40)
                }
                HStack(spacing: 12) {
                    Rectangle().lineIntersection(Circle().scale(1.2)).stroke(.red, lineWidth: 2).frame(width: 60, height: 50)
                    Rectangle().lineSubtraction(Circle().scale(1.2)).stroke(.orange, lineWidth: 2).frame(width: 60, height: 50)
                    ContainerRelativeShape().inset(by: 5).fill(.purple).frame(width: 60, height: 40)
                }
                HStack(spacing: 12) {
                    Ellipse().rotation(.degrees(30)).fill(.mint).frame(width: 60, height: 30)
                    Circle().size(width: 30, height: 30).fill(.pink).frame(width: 50, height: 50)
                    Circle().scale(x: 0.5, y: 1, anchor: .leading).fill(.yellow).frame(width: 60, height: 50)
                    AnyShape(RoundedRectangle(cornerRadius: 8)).transform(CGAffineTransform(translationX: 4, y: 4))
                        .fill(.teal).frame(width: 50, height: 40)
                }
            }
            .padding()
            """, knownDifference: rsvgSampling),
        ScriptEntry(name: "canvas-gradient-stroke-and-symbol", source: """
            Canvas { context, size in
                context.stroke(Path(ellipseIn: CGRect(x: 12, y: 12, width: 76, height: 76)),
                               with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                                     endPoint: CGPoint(x: 100, y: 0)),
                               style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [14, 8]))
                context.draw(Image(systemName: "star"), at: CGPoint(x: 130, y: 50))
                context.draw(Text("symbol"), at: CGPoint(x: 130, y: 80))
            }
            .frame(width: 170, height: 100)
            """, knownDifference: rsvgSampling),
    ]
}
