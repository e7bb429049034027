extension Prelude {
    /// iOS 18's `MeshGradient(width:height:points:colors:)`, a style and a view, with the
    /// `SIMD2<Float>` points it takes (`[0.5, 0]` or `.init(0.5, 0)`). How it is painted:
    /// Canvas's `MeshGradient` (each cell's bilinear map inverted, colours by a Catmull-Rom spline
    /// through the vertices', stretched over the frame).
    static let meshGradient = #"""
    /// A vector of two scalars, as Swift's `SIMD2`: a mesh gradient's point.
    struct SIMD2<Scalar>: ExpressibleByArrayLiteral {
        var x: Scalar
        var y: Scalar
        /// The vector (`x`, `y`).
        init(_ x: Scalar, _ y: Scalar) {
            self.x = x
            self.y = y
        }
        /// The vector (`x`, `y`).
        init(x: Scalar, y: Scalar) {
            self.x = x
            self.y = y
        }
        /// The vector of the literal's two scalars (`[0.5, 0]`).
        init(arrayLiteral elements: Scalar...) {
            precondition(elements.count == 2, "a SIMD2 literal has two scalars")
            self.x = elements[0]
            self.y = elements[1]
        }
    }

    extension Gradient {
        /// How a gradient interpolates colours (both draw in the device's sRGB here).
        struct ColorSpace {
            var _name: String
            static var device: Gradient.ColorSpace { Gradient.ColorSpace(_name: "device") }
            static var perceptual: Gradient.ColorSpace { Gradient.ColorSpace(_name: "perceptual") }
        }
    }

    /// A grid of `width` × `height` points in unit coordinates of the frame, each with a colour,
    /// blended smoothly between them.
    struct MeshGradient: ShapeStyle, View {
        var width: Int
        var height: Int
        var points: [SIMD2<Float>]
        var colors: [Color]
        var background: Color
        /// The mesh of `points` (row by row) in `colors`.
        init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
             smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
            self.width = width
            self.height = height
            self.points = points
            self.colors = colors
            self.background = background
        }
    }
    """#
}
