import Canvas

extension Prelude {
    /// The materials' names without the `Material` suffix (`thin` for `thinMaterial`), as
    /// `Material`'s own statics name them; Canvas holds each one's translucent fill.
    static var materialNames: [String] { RGBA.materials.keys.sorted() }

    /// `static var thinMaterial: Material { … }` on `ShapeStyle` and `static var thin` on
    /// `Material`, for each of Canvas's materials.
    static var materialMembers: String {
        let onStyle = materialNames.map { "    /// The \($0) as a translucent fill.\n    static var \($0): Material { Material(_name: \"\($0)\") }" }
        let onMaterial = materialNames.map { name -> String in
            let short = name.hasSuffix("Material") ? String(name.dropLast("Material".count)) : name
            return "    /// The \(name) as a translucent fill.\n    static var \(short): Material { Material(_name: \"\(name)\") }"
        }
        return "extension ShapeStyle {\n" + onStyle.joined(separator: "\n") + "\n}\nextension Material {\n"
            + onMaterial.joined(separator: "\n") + "\n}\n"
    }

    /// SwiftUI's shape styles besides `Color`: gradients and their stops, the `ShapeStyle`
    /// statics that make them, hierarchical levels, the tint, materials and shadows as a style.
    /// `ViewBridge+Styles.swift` turns each into Canvas's `ShapeStyle`.
    static let styles = #"""
    /// Colours at locations 0…1 along a gradient.
    struct Gradient: Equatable, ShapeStyle {
        /// One colour of a gradient at a location 0…1.
        struct Stop: Equatable {
            var color: Color
            var location: CGFloat
            /// The colour `color` at `location`.
            init(color: Color, location: CGFloat) {
                self.color = color
                self.location = location
            }
        }
        /// The stops in order.
        var stops: [Gradient.Stop]
        /// A gradient through `stops`.
        init(stops: [Gradient.Stop]) { self.stops = stops }
        /// `colors` spread evenly: the first at 0, the last at 1.
        init(colors: [Color]) {
            let last = Double(Swift.max(colors.count - 1, 1))
            var stops: [Gradient.Stop] = []
            for (index, color) in colors.enumerated() {
                stops.append(Gradient.Stop(color: color, location: CGFloat(Double(index) / last)))
            }
            self.stops = stops
        }
    }

    /// Colours varying along the line from `startPoint` to `endPoint` (unit points of the frame).
    struct LinearGradient: ShapeStyle, View {
        var gradient: Gradient
        var startPoint: UnitPoint
        var endPoint: UnitPoint
        /// `gradient` from `startPoint` to `endPoint`.
        init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
            self.gradient = gradient
            self.startPoint = startPoint
            self.endPoint = endPoint
        }
        /// `colors` spread evenly from `startPoint` to `endPoint`.
        init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
            self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
        }
        /// `stops` from `startPoint` to `endPoint`.
        init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
            self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
        }
    }

    /// Colours varying with the distance from `center`, from `startRadius` to `endRadius` points.
    struct RadialGradient: ShapeStyle, View {
        var gradient: Gradient
        var center: UnitPoint
        var startRadius: CGFloat
        var endRadius: CGFloat
        /// `gradient` in rings about `center`.
        init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
            self.gradient = gradient
            self.center = center
            self.startRadius = startRadius
            self.endRadius = endRadius
        }
        /// `colors` spread evenly in rings about `center`.
        init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
            self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
        }
        /// `stops` in rings about `center`.
        init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
            self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
        }
    }

    /// Colours varying with the angle about `center`, clockwise from `startAngle` to `endAngle`
    /// (a full turn when both are equal).
    struct AngularGradient: ShapeStyle, View {
        var gradient: Gradient
        var center: UnitPoint
        var startAngle: Angle
        var endAngle: Angle
        /// `gradient` from `startAngle` to `endAngle` about `center`.
        init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
            self.gradient = gradient
            self.center = center
            self.startAngle = startAngle
            self.endAngle = endAngle
        }
        /// `colors` spread evenly from `startAngle` to `endAngle`.
        init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
            self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
        }
        /// `stops` from `startAngle` to `endAngle`.
        init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
            self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
        }
        /// A full turn of `gradient` starting at `angle` (a conic gradient).
        init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
            self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * Double.pi))
        }
        /// A full turn of `colors` starting at `angle`.
        init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
            self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
        }
        /// A full turn of `stops` starting at `angle`.
        init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
            self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
        }
    }

    /// A radial gradient in the unit square of the frame, stretched to fill it (its rings are
    /// ellipses in a frame that is not square); radii are fractions, 0.5 reaching the edges.
    struct EllipticalGradient: ShapeStyle, View {
        var gradient: Gradient
        var center: UnitPoint
        var startRadiusFraction: CGFloat
        var endRadiusFraction: CGFloat
        /// `gradient` in elliptical rings about `center`.
        init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
            self.gradient = gradient
            self.center = center
            self.startRadiusFraction = startRadiusFraction
            self.endRadiusFraction = endRadiusFraction
        }
        /// `colors` spread evenly in elliptical rings.
        init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
            self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                      endRadiusFraction: endRadiusFraction)
        }
        /// `stops` in elliptical rings.
        init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
            self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                      endRadiusFraction: endRadiusFraction)
        }
    }

    extension ShapeStyle {
        /// A linear gradient from `startPoint` to `endPoint`.
        static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
            LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
        }
        /// A linear gradient of `colors` spread evenly.
        static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
            LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
        }
        /// A linear gradient through `stops`.
        static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
            LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
        }
        /// A radial gradient about `center`.
        static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
            RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
        }
        /// A radial gradient of `colors` spread evenly.
        static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
            RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
        }
        /// A radial gradient through `stops`.
        static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
            RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
        }
        /// An angular gradient from `startAngle` to `endAngle`.
        static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
            AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
        }
        /// An angular gradient of `colors` spread evenly.
        static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
            AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
        }
        /// An angular gradient through `stops`.
        static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
            AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
        }
        /// A full turn of `gradient` about `center`, starting at `angle`.
        static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
            AngularGradient(gradient: gradient, center: center, angle: angle)
        }
        /// A full turn of `colors` about `center`, starting at `angle`.
        static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
            AngularGradient(colors: colors, center: center, angle: angle)
        }
        /// A full turn of `stops` about `center`, starting at `angle`.
        static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
            AngularGradient(stops: stops, center: center, angle: angle)
        }
        /// An elliptical gradient stretched to the frame.
        static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                       endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
            EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                               endRadiusFraction: endRadiusFraction)
        }
        /// An elliptical gradient of `colors` spread evenly.
        static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                       endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
            EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                               endRadiusFraction: endRadiusFraction)
        }
        /// An elliptical gradient through `stops`.
        static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                       endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
            EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                               endRadiusFraction: endRadiusFraction)
        }

        /// The environment's foreground style (what a bare shape is filled with).
        static var foreground: ForegroundStyle { ForegroundStyle() }
        /// Level 1 of the foreground style: the foreground itself.
        static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 0) }
        /// Level 2 of the foreground style.
        static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 1) }
        /// Level 3 of the foreground style.
        static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 2) }
        /// Level 4 of the foreground style.
        static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 3) }
        /// Level 5 of the foreground style.
        static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 4) }
        /// The tint: the accent colour (system blue), as no tint is ever set on a figure.
        static var tint: TintShapeStyle { TintShapeStyle() }
        /// The background: the system background (white, black in the dark appearance).
        static var background: BackgroundStyle { BackgroundStyle() }
        /// Level 2 of this style (iOS 17): `.foreground.secondary` is `.secondary`, a colour is at
        /// half its opacity.
        var secondary: some ShapeStyle { _LevelStyle(_style: self, _level: 1) }
        /// Level 3 of this style (iOS 17).
        var tertiary: some ShapeStyle { _LevelStyle(_style: self, _level: 2) }
        /// Level 4 of this style (iOS 17): `.foreground.quaternary`, a progress bar's track.
        var quaternary: some ShapeStyle { _LevelStyle(_style: self, _level: 3) }
        /// Level 5 of this style (iOS 17).
        var quinary: some ShapeStyle { _LevelStyle(_style: self, _level: 4) }

        /// This style, with shapes and text painted with it casting `style`'s shadow.
        func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowedStyle(_style: self, _shadow: style) }
        /// This style with its opacity multiplied by `opacity`.
        func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityStyle(_style: self, _opacity: opacity) }
        /// `image` repeated as tiles (see `ImagePaint`).
        static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
            ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
        }
    }

    /// An image repeated as tiles, as a fill or stroke: `sourceRect` picks part of the image in
    /// unit coordinates; each tile is that part's pixel size × `scale` points, the first at the
    /// frame's top left.
    struct ImagePaint: ShapeStyle {
        var image: Image
        var sourceRect: CGRect
        var scale: CGFloat
    }
    extension ImagePaint {
        /// Tiles of `sourceRect` of `image`, scaled by `scale`.
        init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
            self.image = image
            self.sourceRect = sourceRect
            self.scale = scale
        }
    }

    /// The light or dark appearance; a figure is drawn in the light one unless a view asks for the
    /// dark (Prelude+ColorSchemes). Hashable and CaseIterable as SwiftUI's is (a key of a
    /// dictionary, `ColorScheme.allCases`).
    enum ColorScheme: CaseIterable, Hashable { case light, dark }
    /// What a view's environment holds, as a style of your own's `resolve(in:)` is given it.
    struct EnvironmentValues {
        /// The appearance: `.light` unless a view around sets `.dark` (`.preferredColorScheme(.dark)`).
        var colorScheme: ColorScheme = .light
        /// Whether controls take input: a figure's always do.
        var isEnabled: Bool = true
        /// The direction text and stacks run in: left to right for a figure.
        var layoutDirection: LayoutDirection = .leftToRight
        /// Why the view's content is redacted (`.redacted(reason:)`, Prelude+Redaction): none
        /// unless an ancestor redacts it.
        var redactionReasons: RedactionReasons = RedactionReasons(rawValue: 0)
        /// Dismisses the presentation the view is in (`@Environment(\.dismiss) var dismiss`,
        /// then `dismiss()`); a figure is in none, so it does nothing.
        var dismiss: DismissAction { DismissAction() }
        /// The values of the program's own `EnvironmentKey`s that an ancestor set, by the key's
        /// type name (Prelude+EnvironmentKeys).
        var _keyed: [String: Any] = [:]
        /// The shape `.containerShape(_:)` gave the views inside, which `ContainerRelativeShape`
        /// takes; nil: a rectangle.
        var _containerShape: (any Shape)? = nil
    }
    /// The direction of text and of a stack's views.
    enum LayoutDirection: CaseIterable, Hashable { case leftToRight, rightToLeft }
    /// An action that dismisses a presentation, called as a function (`dismiss()`).
    struct DismissAction {
        /// Dismisses the presentation: a figure has none to dismiss.
        func callAsFunction() {}
    }
    /// A value of a view's environment read by its key path, as SwiftUI's property wrapper
    /// (`@Environment(\.colorScheme) var scheme`): the default environment with what the
    /// `.environment(_:_:)` modifiers around the view being drawn wrote into it.
    struct Environment<Value> {
        var _keyPath: KeyPath<EnvironmentValues, Value>
        /// Reads the environment value at `keyPath`.
        init(_ keyPath: KeyPath<EnvironmentValues, Value>) { _keyPath = keyPath }
        /// The value the environment holds at the key path (read through the path's getter: the
        /// prelude's key paths are the standard library's only once it is checked).
        var wrappedValue: Value { _keyPath._get(_currentEnvironment()) }
    }

    /// A style with its opacity multiplied.
    struct _OpacityStyle: ShapeStyle {
        var _style: any ShapeStyle
        var _opacity: Double
    }

    /// A level of a style: `.foreground.quaternary`, `Color.red.secondary`.
    struct _LevelStyle: ShapeStyle {
        var _style: any ShapeStyle
        var _level: Int
    }

    /// A level of the current foreground style: `.primary` … `.quinary`.
    struct HierarchicalShapeStyle: ShapeStyle {
        var _level: Int
        /// Level 1: the foreground itself.
        static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 0) }
        /// Level 2 of the foreground style.
        static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 1) }
        /// Level 3 of the foreground style.
        static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 2) }
        /// Level 4 of the foreground style.
        static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 3) }
        /// Level 5 of the foreground style.
        static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(_level: 4) }
    }

    /// The tint colour as a style: the accent colour with no tint set.
    struct TintShapeStyle: ShapeStyle {}

    /// The background as a style (`.background`): the system background of the appearance the
    /// views are in.
    struct BackgroundStyle: ShapeStyle {}

    /// A background material; a figure has nothing live behind it to blur, so it draws as the
    /// material's translucent tint.
    struct Material: ShapeStyle {
        var _name: String
    }
    extension Material: CustomStringConvertible {
        /// The colour the material paints, as `#RRGGBBAA`.
        var description: String { _description() }
        @_native("Material.description") func _description() -> String
    }

    /// A shadow cast by what a style paints: outside the shape (`drop`) or inside it (`inner`).
    struct ShadowStyle {
        var _isInner: Bool
        var _color: Color
        var _radius: CGFloat
        var _x: CGFloat
        var _y: CGFloat
    }
    extension ShadowStyle {
        /// A shadow outside the shape: blurred by a Gaussian of standard deviation `radius`, moved by (`x`, `y`).
        static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                         y: CGFloat = 0) -> ShadowStyle {
            ShadowStyle(_isInner: false, _color: color, _radius: radius, _x: x, _y: y)
        }
        /// A shadow inside the shape, along its edges.
        static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                          y: CGFloat = 0) -> ShadowStyle {
            ShadowStyle(_isInner: true, _color: color, _radius: radius, _x: x, _y: y)
        }
    }

    /// A style that casts a shadow.
    struct _ShadowedStyle: ShapeStyle {
        var _style: any ShapeStyle
        var _shadow: ShadowStyle
    }

    /// The levels given to `.foregroundStyle(_:_:)` or `.foregroundStyle(_:_:_:)`.
    struct _PaletteStyle: ShapeStyle {
        var _styles: [any ShapeStyle]
    }

    /// A style filling the frame it is offered, as a view (`.background(.ultraThinMaterial)`).
    struct _StyleView: View {
        var _style: any ShapeStyle
    }

    extension View {
        /// The frame filled with `style` behind the view.
        func background(_ style: any ShapeStyle) -> some View {
            _ModifiedView(content: self, modifier: .background(_StyleView(_style: style), .center))
        }
        /// The frame filled with `style` in front of the view.
        func overlay(_ style: any ShapeStyle) -> some View {
            _ModifiedView(content: self, modifier: .overlay(_StyleView(_style: style), .center))
        }
        /// The styles of the primary and secondary levels of the foreground inside.
        func foregroundStyle(_ primary: any ShapeStyle, _ secondary: any ShapeStyle) -> some View {
            _ModifiedView(content: self, modifier: .foreground(_PaletteStyle(_styles: [primary, secondary])))
        }
        /// The styles of the primary, secondary and tertiary levels of the foreground inside.
        func foregroundStyle(_ primary: any ShapeStyle, _ secondary: any ShapeStyle, _ tertiary: any ShapeStyle) -> some View {
            _ModifiedView(content: self, modifier: .foreground(_PaletteStyle(_styles: [primary, secondary, tertiary])))
        }
    }
    """# + "\n" + materialMembers
}
