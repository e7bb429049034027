extension Prelude {
    /// More of what drawing code pasted from apps uses (docs/real-code.md, second round):
    /// CoreGraphics' `Int` initialisers, `rotation3DEffect`, and progress view styles of your own.
    static let realCode = #"""
    extension CGRect {
        /// A rectangle from integer coordinates and size, as CoreGraphics' `init(x:y:width:height:)` for `Int`.
        init(x: Int, y: Int, width: Int, height: Int) {
            self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
        }
    }

    extension CGPoint {
        /// A point from integer coordinates, as CoreGraphics' `init(x:y:)` for `Int`.
        init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
    }

    extension CGSize {
        /// A size from integer lengths, as CoreGraphics' `init(width:height:)` for `Int`.
        init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
    }

    extension View {
        /// The view turned by `angle` about `axis` in three dimensions and seen from the front
        /// without perspective: about the x axis it is squashed vertically by cos(angle) (flipped
        /// upside down at 180°), about the y axis horizontally, about the z axis it turns as
        /// `rotationEffect`. SwiftUI adds perspective (`perspective: 1`), which a flat figure leaves out.
        func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                              anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
            let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
            let x = length > 0 ? axis.x / length : 0
            let y = length > 0 ? axis.y / length : 0
            let z = length > 0 ? axis.z / length : 1
            let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
            // The top-left 2×2 of the rotation matrix about (x, y, z): where the plane's x and y
            // axes land, seen along z.
            return _linearEffect(t * x * x + c, t * x * y - s * z, t * x * y + s * z, t * y * y + c, anchor: anchor)
        }

        /// The view drawn through `transform` from its top-left corner (layout is unchanged), as
        /// SwiftUI's `transformEffect`: a point (x, y) of the view is drawn at
        /// (a·x + c·y + tx, b·x + d·y + ty).
        func transformEffect(_ transform: CGAffineTransform) -> some View {
            _linearEffect(transform.a, transform.c, transform.b, transform.d, anchor: .topLeading)
                .offset(x: transform.tx, y: transform.ty)
        }

        /// The view drawn through the linear map [[m00, m01], [m10, m11]] about `anchor` (a point
        /// at (x, y) from the anchor is drawn at (m00·x + m01·y, m10·x + m11·y)), written as a
        /// turn, a stretch and a turn (the map's singular value decomposition) so the view's own
        /// rotation and scale effects draw it.
        func _linearEffect(_ m00: CGFloat, _ m01: CGFloat, _ m10: CGFloat, _ m11: CGFloat, anchor: UnitPoint) -> some View {
            let e = (m00 + m11) / 2, f = (m00 - m11) / 2, g = (m10 + m01) / 2, h = (m10 - m01) / 2
            let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
            let a1 = atan2(g, f), a2 = atan2(h, e)
            return self.rotationEffect(.radians((a2 - a1) / 2), anchor: anchor)
                .scaleEffect(x: q + r, y: q - r, anchor: anchor)
                .rotationEffect(.radians((a2 + a1) / 2), anchor: anchor)
        }
    }

    /// What a `ProgressViewStyle`'s `makeBody(configuration:)` is given: how much is done
    /// (nil for a spinner) and the progress view's label.
    struct ProgressViewStyleConfiguration {
        /// The fraction completed, 0…1, or nil when the progress is indeterminate.
        var fractionCompleted: Double?
        /// The progress view's label, if it has one.
        var label: _ViewModifierContent?
        /// The label of the current value (`ProgressView(value:label:currentValueLabel:)`), if it has one.
        var currentValueLabel: _ViewModifierContent?
    }

    /// How progress views look: a style of your own makes each one's body from its configuration.
    protocol ProgressViewStyle {
        /// What `makeBody(configuration:)` is given.
        typealias Configuration = ProgressViewStyleConfiguration
        /// The progress view drawn from its configuration.
        func makeBody(configuration: ProgressViewStyleConfiguration) -> any View
    }

    /// The ways the library draws a progress view.
    enum _ProgressViewStyleKind { case linear, circular, automatic }

    /// The builtin progress view styles: `.linear` (a bar) and `.circular` (a spinner, as iOS draws it).
    struct _BuiltinProgressViewStyle: ProgressViewStyle {
        var _kind: _ProgressViewStyleKind
        func makeBody(configuration: ProgressViewStyleConfiguration) -> any View { EmptyView() }
    }

    extension ProgressViewStyle {
        /// A bar filled to the fraction completed.
        static var linear: _BuiltinProgressViewStyle { _BuiltinProgressViewStyle(_kind: .linear) }
        /// A spinner (iOS draws a circular progress view as a spinner, whatever its value).
        static var circular: _BuiltinProgressViewStyle { _BuiltinProgressViewStyle(_kind: .circular) }
        /// The platform's default: a bar when the progress is known, a spinner when not.
        static var automatic: _BuiltinProgressViewStyle { _BuiltinProgressViewStyle(_kind: .automatic) }
    }

    extension View {
        /// How progress views inside are drawn: `.linear`, `.circular`, or a `ProgressViewStyle` of your own.
        func progressViewStyle(_ style: any ProgressViewStyle) -> some View { _Styled(content: self, style: style, _kind: "ProgressViewStyle") }
    }
    """#
}
