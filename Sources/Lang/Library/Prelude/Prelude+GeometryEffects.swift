extension Prelude {
    /// SwiftUI's `GeometryEffect`: a view modifier of the program's own that says, from the size
    /// of the view it modifies, the transform the view is drawn through (a shake, a skew, a
    /// flip), used as `.modifier(ShakeEffect(animatableData: 0.5))`. The view keeps its place in
    /// the layout; a `GeometryReader` over it, offered the view's own frame, draws it through the
    /// affine part of `effectValue(size:)` from its top-left corner, as `transformEffect` does. A
    /// figure shows the effect at the `animatableData` it is given.
    static let geometryEffects = #"""
    /// A 3×3 transform of the plane in homogeneous coordinates: a point (x, y) goes to
    /// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
    struct ProjectionTransform: Equatable {
        var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
        var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
        var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
        /// The transform that changes nothing.
        init() {}
        /// The affine transform `m` (its last column 0, 0, 1).
        init(_ m: CGAffineTransform) {
            m11 = m.a; m12 = m.b
            m21 = m.c; m22 = m.d
            m31 = m.tx; m32 = m.ty
        }
        /// Whether the transform changes nothing.
        var isIdentity: Bool { self == ProjectionTransform() }
        /// Whether the transform is affine: no perspective (its last column is 0, 0, 1).
        var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
        /// This transform followed by `rhs`.
        func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
            var m = ProjectionTransform()
            m.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
            m.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
            m.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
            m.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
            m.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
            m.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
            m.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
            m.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
            m.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
            return m
        }
        /// The affine part, divided by m33: what a flat figure draws (perspective, m13 and
        /// m23, is left out).
        var _affine: CGAffineTransform {
            let w = m33 == 0 ? 1 : m33
            return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
        }
    }

    /// A modifier that draws the view it modifies through the transform `effectValue(size:)`
    /// gives for the view's size; its layout is unchanged.
    protocol GeometryEffect: ViewModifier, Animatable {
        /// The transform the view is drawn through, from its top-left corner, for its `size`.
        func effectValue(size: CGSize) -> ProjectionTransform
    }

    extension GeometryEffect {
        /// `content` in its place, drawn through `effectValue(size:)` for its size.
        func body(content: _ViewModifierContent) -> any View {
            content.hidden().overlay(GeometryReader { proxy in
                content.transformEffect(effectValue(size: proxy.size)._affine)
            })
        }
    }
    """#
}
