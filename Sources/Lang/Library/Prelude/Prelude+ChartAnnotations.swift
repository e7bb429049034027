extension Prelude {
    /// Swift Charts' `annotation(position:alignment:spacing:content:)`: views drawn beside a
    /// mark, after all the marks. Automatic places them above a vertical bar or a point, after a
    /// horizontal bar's end, and over a sector's middle.
    static let chartAnnotations = #"""
    /// Where an annotation sits relative to its mark.
    struct AnnotationPosition {
        var _kind: Int
        static var automatic: AnnotationPosition { AnnotationPosition(_kind: 0) }
        static var top: AnnotationPosition { AnnotationPosition(_kind: 1) }
        static var bottom: AnnotationPosition { AnnotationPosition(_kind: 2) }
        static var leading: AnnotationPosition { AnnotationPosition(_kind: 3) }
        static var trailing: AnnotationPosition { AnnotationPosition(_kind: 4) }
        static var overlay: AnnotationPosition { AnnotationPosition(_kind: 5) }
        static var topLeading: AnnotationPosition { AnnotationPosition(_kind: 6) }
        static var topTrailing: AnnotationPosition { AnnotationPosition(_kind: 7) }
        static var bottomLeading: AnnotationPosition { AnnotationPosition(_kind: 8) }
        static var bottomTrailing: AnnotationPosition { AnnotationPosition(_kind: 9) }
    }

    /// An annotation as a mark keeps it: where, how far, and its views.
    struct _ChartAnnotation {
        var position: Int
        var spacing: Double?
        var views: [any View]
    }

    /// Draws `mark`'s annotations around `frame` (a point's frame has no size). `horizontal`:
    /// the mark is a horizontal bar, whose automatic annotation follows its end.
    func _drawChartAnnotations(_ mark: _Mark, around frame: CGRect, horizontal: Bool, isSector: Bool,
                               in context: inout GraphicsContext) {
        for annotation in mark.annotations {
            guard let view = annotation.views.first else { continue }
            let gap = annotation.spacing ?? 4
            var kind = annotation.position
            if kind == 0 { kind = isSector ? 5 : (horizontal ? 4 : 1) }
            let minX = Double(frame.minX), maxX = Double(frame.maxX), midX = Double(frame.midX)
            let minY = Double(frame.minY), maxY = Double(frame.maxY), midY = Double(frame.midY)
            var point = CGPoint(x: midX, y: midY)
            var anchor = UnitPoint.center
            switch kind {
            case 1: point = CGPoint(x: midX, y: minY - gap); anchor = .bottom
            case 2: point = CGPoint(x: midX, y: maxY + gap); anchor = .top
            case 3: point = CGPoint(x: minX - gap, y: midY); anchor = .trailing
            case 4: point = CGPoint(x: maxX + gap, y: midY); anchor = .leading
            case 6: point = CGPoint(x: minX, y: minY - gap); anchor = .bottomLeading
            case 7: point = CGPoint(x: maxX, y: minY - gap); anchor = .bottomTrailing
            case 8: point = CGPoint(x: minX, y: maxY + gap); anchor = .topLeading
            case 9: point = CGPoint(x: maxX, y: maxY + gap); anchor = .topTrailing
            default: break
            }
            context.draw(GraphicsContext.ResolvedSymbol(_view: view), at: point, anchor: anchor)
        }
    }
    """#
}
