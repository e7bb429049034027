extension Prelude {
    /// SwiftUI's `Canvas { context, size in … }` and its `GraphicsContext`. The context is a
    /// struct, so `var layer = context` copies its transform, opacity, blend mode, clips and
    /// filters, while every copy adds to the one drawing (`_GraphicsRecording`, a class). Each
    /// operation is recorded with the state it was made in, and `ViewBridge+GraphicsContext`
    /// replays the recording on Canvas's `GraphicsContext` once the canvas's size is known.
    static let graphicsContext = #"""
    /// How a canvas's colours are blended (every mode draws the same here).
    enum ColorRenderingMode { case nonLinear, linear, extendedLinear }

    /// A view that draws with a `GraphicsContext` once its size is known; flexible, as a shape.
    struct Canvas: View {
        var _renderer: (inout GraphicsContext, CGSize) -> Void
        /// The views `resolveSymbol(id:)` finds by tag (`Canvas { … } symbols: { … }`).
        var _symbols: [any View] = []
        /// A canvas drawn by `renderer`, given a context and the canvas's size.
        init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
             renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
            _renderer = renderer
        }
        /// Runs the renderer for a canvas of `size` and returns what it drew.
        func _render(_ size: CGSize) -> [_GraphicsOperation] {
            var context = GraphicsContext(_recording: _GraphicsRecording())
            context._symbols = _symbols
            self._renderer(&context, size)
            return context._recording._operations
        }
    }

    /// The drawing every copy of a context adds to.
    final class _GraphicsRecording {
        var _operations: [_GraphicsOperation] = []
    }
    /// A clip path with the transform it was given in.
    struct _GraphicsClip {
        var path: Path
        var eoFill: Bool
        var transform: CGAffineTransform
    }
    /// A filter with the transform it was added in.
    struct _GraphicsFilter {
        var filter: GraphicsContext.Filter
        var transform: CGAffineTransform
    }
    /// A context's state when it drew.
    struct _GraphicsState {
        var transform: CGAffineTransform
        var opacity: Double
        var blendMode: GraphicsContext.BlendMode
        var clips: [_GraphicsClip]
        var filters: [_GraphicsFilter]
    }
    /// One drawing operation of a context.
    enum _GraphicsOperation {
        case fill(_GraphicsState, Path, GraphicsContext.Shading, Bool)
        case stroke(_GraphicsState, Path, GraphicsContext.Shading, StrokeStyle)
        case drawAt(_GraphicsState, any View, CGPoint, UnitPoint)
        case drawIn(_GraphicsState, any View, CGRect)
        case layer(_GraphicsState, [_GraphicsOperation])
    }

    /// What a `Canvas` draws with: paths filled and stroked, text and images, in a coordinate
    /// system moved by `translateBy`, `scaleBy`, `rotate(by:)` and `concatenate`.
    struct GraphicsContext {
        /// What a fill or stroke paints with.
        struct Shading {
            var _style: any ShapeStyle
            /// A gradient placed in the context's coordinates, which paints instead of `_style`.
            var _gradient: _ShadingGradient? = nil
            /// The environment's foreground style.
            static var foreground: GraphicsContext.Shading { GraphicsContext.Shading(_style: ForegroundStyle()) }
            /// A colour.
            static func color(_ color: Color) -> GraphicsContext.Shading { GraphicsContext.Shading(_style: color) }
            /// A colour from red, green and blue components (0…1) in `colorSpace` and an opacity.
            static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                              opacity: Double = 1) -> GraphicsContext.Shading {
                GraphicsContext.Shading(_style: Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
            }
            /// A grey of `white` (0…1) in `colorSpace` and an opacity.
            static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> GraphicsContext.Shading {
                GraphicsContext.Shading(_style: Color(colorSpace, white: white, opacity: opacity))
            }
            /// A shape style, placed in the bounds of the path it paints.
            static func style(_ style: any ShapeStyle) -> GraphicsContext.Shading { GraphicsContext.Shading(_style: style) }
            /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
            static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> GraphicsContext.Shading {
                GraphicsContext.Shading(_style: gradient, _gradient: .linear(gradient, startPoint, endPoint))
            }
            /// A radial gradient about `center` from `startRadius` to `endRadius`, in the context's coordinates.
            static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                       endRadius: CGFloat) -> GraphicsContext.Shading {
                GraphicsContext.Shading(_style: gradient, _gradient: .radial(gradient, center, startRadius, endRadius))
            }
            /// A conic gradient about `center`, one full turn starting at `angle`.
            static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(radians: 0)) -> GraphicsContext.Shading {
                GraphicsContext.Shading(_style: gradient, _gradient: .conic(gradient, center, angle))
            }
        }

        /// How later drawing combines with what is drawn already.
        struct BlendMode: Equatable {
            var _name: String
            static var normal: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "normal") }
            static var multiply: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "multiply") }
            static var screen: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "screen") }
            static var overlay: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "overlay") }
            static var darken: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "darken") }
            static var lighten: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "lighten") }
            static var colorDodge: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "colorDodge") }
            static var colorBurn: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "colorBurn") }
            static var softLight: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "softLight") }
            static var hardLight: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "hardLight") }
            static var difference: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "difference") }
            static var exclusion: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "exclusion") }
            static var hue: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "hue") }
            static var saturation: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "saturation") }
            static var color: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "color") }
            static var luminosity: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "luminosity") }
            static var sourceAtop: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "sourceAtop") }
            static var destinationOver: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "destinationOver") }
            static var destinationOut: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "destinationOut") }
            static var plusDarker: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "plusDarker") }
            static var plusLighter: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "plusLighter") }
            /// Erases what is drawn already where later drawing covers it (its colour does not matter).
            static var clear: GraphicsContext.BlendMode { GraphicsContext.BlendMode(_name: "clear") }
        }

        /// What `addFilter` applies to each later drawing operation.
        struct Filter {
            var _kind: _GraphicsFilterKind
            /// A drop shadow of the drawing, offset by (`x`, `y`) and blurred by `radius`.
            static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                               blendMode: GraphicsContext.BlendMode = .normal) -> GraphicsContext.Filter {
                GraphicsContext.Filter(_kind: .shadow(color, radius, x, y))
            }
            /// A Gaussian blur of `radius`.
            static func blur(radius: CGFloat) -> GraphicsContext.Filter { GraphicsContext.Filter(_kind: .blur(radius)) }
            /// Pixels whose alpha lies in `min`…`max` drawn opaque in `color`, the others cleared.
            static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color(_name: "black")) -> GraphicsContext.Filter {
                GraphicsContext.Filter(_kind: .alphaThreshold(min, max, color))
            }
            /// Each colour multiplied by `color`.
            static func colorMultiply(_ color: Color) -> GraphicsContext.Filter { GraphicsContext.Filter(_kind: .colorMultiply(color)) }
            /// Brighter by `amount` (0 changes nothing).
            static func brightness(_ amount: Double) -> GraphicsContext.Filter { GraphicsContext.Filter(_kind: .brightness(amount)) }
            /// Contrast scaled by `amount` (1 changes nothing).
            static func contrast(_ amount: Double) -> GraphicsContext.Filter { GraphicsContext.Filter(_kind: .contrast(amount)) }
            /// Saturation scaled by `amount` (1 changes nothing).
            static func saturation(_ amount: Double) -> GraphicsContext.Filter { GraphicsContext.Filter(_kind: .saturation(amount)) }
            /// Greyer by `amount` (1 is fully grey).
            static func grayscale(_ amount: Double) -> GraphicsContext.Filter { GraphicsContext.Filter(_kind: .grayscale(amount)) }
            /// Hues turned by `angle`.
            static func hueRotation(_ angle: Angle) -> GraphicsContext.Filter { GraphicsContext.Filter(_kind: .hueRotation(angle)) }
            /// Colours inverted.
            static func colorInvert(_ amount: Double = 1) -> GraphicsContext.Filter { GraphicsContext.Filter(_kind: .colorInvert) }
            /// Luminance made the alpha of black.
            static var luminanceToAlpha: GraphicsContext.Filter { GraphicsContext.Filter(_kind: .luminanceToAlpha) }
        }

        /// A text ready to draw (`resolve(_:)`), in its own shading.
        struct ResolvedText {
            var _text: Text
            /// What the text is painted with (the foreground style unless set).
            var shading: GraphicsContext.Shading = .foreground
            /// The size the text takes when offered `size` (it wraps to the width offered).
            func measure(in size: CGSize) -> CGSize { _measureView(_view, size) }
            /// The text as a view in its shading.
            var _view: any View {
                if shading._style is ForegroundStyle { return _text }
                return _text.foregroundStyle(shading._style)
            }
        }
        /// An image ready to draw (`resolve(_:)`).
        struct ResolvedImage {
            var _image: Image
            /// What a template image (a symbol) is painted with (the foreground style unless set);
            /// a file's pixels keep their own colours, as SwiftUI draws an original image.
            var shading: GraphicsContext.Shading = .foreground
            /// The image's own size, resizable or not: a file's pixels, a symbol's placeholder in
            /// the body font.
            var size: CGSize {
                var natural = _image
                natural._resizable = false
                return _measureView(natural, CGSize(width: 0, height: 0))
            }
            /// The image as a view in its shading.
            var _view: any View {
                if shading._style is ForegroundStyle { return _image }
                return _image.foregroundStyle(shading._style)
            }
        }

        let _recording: _GraphicsRecording
        /// The opacity of later drawing (0…1).
        var opacity: Double = 1
        /// How later drawing combines with what is drawn already.
        var blendMode: GraphicsContext.BlendMode = .normal
        /// From the context's coordinates to the canvas's.
        var transform: CGAffineTransform = .identity
        var _clips: [_GraphicsClip] = []
        var _filters: [_GraphicsFilter] = []
        /// The canvas's symbols, for `resolveSymbol(id:)`.
        var _symbols: [any View] = []

        init(_recording: _GraphicsRecording) { self._recording = _recording }

        var _state: _GraphicsState {
            _GraphicsState(transform: transform, opacity: opacity, blendMode: blendMode, clips: _clips, filters: _filters)
        }

        /// Moves later drawing by (`x`, `y`) in the current coordinates.
        mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
        /// Scales later drawing by `x` and `y`.
        mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
        /// Rotates later drawing about the origin (clockwise on screen for positive angles).
        mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
        /// Applies `matrix` before the current transform.
        mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
        /// Later drawing shows only inside `path` (current coordinates).
        mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
            _clips.append(_GraphicsClip(path: path, eoFill: style.isEOFilled, transform: transform))
        }
        /// Each later drawing operation is filtered by `filter` (before the filters added earlier).
        mutating func addFilter(_ filter: GraphicsContext.Filter) {
            _filters.append(_GraphicsFilter(filter: filter, transform: transform))
        }

        /// Fills `path` with `shading`.
        func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {
            _recording._operations.append(.fill(_state, path, shading, style.isEOFilled))
        }
        /// Strokes `path` with `shading` and a pen of width `lineWidth`.
        func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {
            _recording._operations.append(.stroke(_state, path, shading, StrokeStyle(lineWidth: lineWidth)))
        }
        /// Strokes `path` with `shading` and `style`.
        func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {
            _recording._operations.append(.stroke(_state, path, shading, style))
        }
        /// `text` at its ideal size with its `anchor` at `point`.
        func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
            _recording._operations.append(.drawAt(_state, text, point, anchor))
        }
        /// `text` wrapped to `rect`'s width, at its top left.
        func draw(_ text: Text, in rect: CGRect) {
            _recording._operations.append(.drawIn(_state, text, rect))
        }
        /// A resolved text at its ideal size with its `anchor` at `point`.
        func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
            _recording._operations.append(.drawAt(_state, text._view, point, anchor))
        }
        /// A resolved text wrapped to `rect`'s width, at its top left.
        func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) {
            _recording._operations.append(.drawIn(_state, text._view, rect))
        }
        /// `image` at its size with its `anchor` at `point`.
        func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
            _recording._operations.append(.drawAt(_state, image, point, anchor))
        }
        /// `image` stretched to fill `rect`.
        func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
            _recording._operations.append(.drawIn(_state, image, rect))
        }
        /// A resolved image at its size with its `anchor` at `point`.
        func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
            _recording._operations.append(.drawAt(_state, image._view, point, anchor))
        }
        /// A resolved image stretched to fill `rect`.
        func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
            _recording._operations.append(.drawIn(_state, image._view, rect))
        }
        /// `text` ready to draw.
        func resolve(_ text: Text) -> GraphicsContext.ResolvedText { GraphicsContext.ResolvedText(_text: text) }
        /// `image` ready to draw.
        func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { GraphicsContext.ResolvedImage(_image: image) }
        /// Draws `content` into a new layer with this context's transform, then draws the layer
        /// as one operation with this context's opacity, blend mode, filters and clips.
        func drawLayer(content: (inout GraphicsContext) -> Void) {
            var layer = GraphicsContext(_recording: _GraphicsRecording())
            layer.transform = transform
            layer._symbols = _symbols
            content(&layer)
            _recording._operations.append(.layer(_state, layer._recording._operations))
        }
    }

    /// The size `view` takes when offered `size`, in a figure's default environment.
    @_native("View.measure") func _measureView(_ view: any View, _ size: CGSize) -> CGSize

    /// A gradient shading's geometry in the context's coordinates.
    enum _ShadingGradient {
        case linear(Gradient, CGPoint, CGPoint)
        case radial(Gradient, CGPoint, CGFloat, CGFloat)
        case conic(Gradient, CGPoint, Angle)
    }

    /// The filters `GraphicsContext.Filter` makes.
    enum _GraphicsFilterKind {
        case shadow(Color, CGFloat, CGFloat, CGFloat)
        case blur(CGFloat)
        case alphaThreshold(Double, Double, Color)
        case colorMultiply(Color)
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case hueRotation(Angle)
        case colorInvert
        case luminanceToAlpha
    }
    """#
}
