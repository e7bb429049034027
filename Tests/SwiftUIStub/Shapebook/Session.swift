// Declarations-only stub of Shapebook's session builtins: display, save, animate, the canvas
// settings, the random generator, colours from hex and images from files or URLs.

/// Shows a value now: a figure for shapes, paths and views, text otherwise.
public func display(_ value: Any) { fatalError() }

/// Saves a shape, path, view or animation as a PNG or SVG file (chosen by the extension).
public func save<V: View>(_ view: V, to path: String, scale: Double? = nil) { fatalError() }

/// An animation shown as an animated PNG and an animated SVG that loop forever.
public struct AnimatedFigure: View {
    public var body: Never { fatalError() }
}

/// The timing curve of `animate`.
public enum AnimationCurve: Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut
}

/// Draws the closure's view once per frame for the progress `t` (0…1) of each frame.
public func animate<Content: View>(duration: Double = 2, fps: Int = 20, autoreverses: Bool = false, curve: AnimationCurve = .linear,
                                   @ViewBuilder _ content: @escaping (Double) -> Content) -> AnimatedFigure { fatalError() }
/// Draws the closure's view with the timing of a SwiftUI Animation.
public func animate<Content: View>(_ animation: Animation, fps: Int = 20, @ViewBuilder _ content: @escaping (Double) -> Content) -> AnimatedFigure { fatalError() }
/// Draws the view with every Morph in it running from progress 0 to 1.
public func animate<V: View>(_ view: V, duration: Double = 2, fps: Int = 20, autoreverses: Bool = false, curve: AnimationCurve = .linear) -> AnimatedFigure { fatalError() }
/// Interpolates the animatableData of two values of one Shape, or morphs two shapes.
public func animate<From: Shape, To: Shape>(from: From, to: To, duration: Double = 2, fps: Int = 20, autoreverses: Bool = false, curve: AnimationCurve = .linear,
                              samples: Int = 100) -> AnimatedFigure { fatalError() }

/// The formats a cell's figures are sent in.
public enum FigureFormat: Hashable, Sendable {
    case svg, png, pdf
}

// Shapebook's settings live on `Canvas` (its cells write `Canvas.size = …`), a name SwiftUI
// gives its generic drawing view `Canvas<Symbols>`. Static members in the extension constrained
// to `Symbols == EmptyView` let both type-check: `Canvas.size` infers `Canvas<EmptyView>`, and
// `Canvas { context, size in … }` is SwiftUI's view.
extension Canvas where Symbols == EmptyView {
    /// The size proposed to a cell's root view (default 200×200).
    public static var size: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// Pixels per point of the PNG (default 2).
    public static var scale: Double {
        get { fatalError() }
        set { fatalError() }
    }
    /// The figure's background (default clear).
    public static var background: Color {
        get { fatalError() }
        set { fatalError() }
    }
    /// The default fill of an unstyled shape (default black).
    public static var foreground: Color {
        get { fatalError() }
        set { fatalError() }
    }
    /// The formats a cell's figures are sent in.
    public static var formats: [FigureFormat] {
        get { fatalError() }
        set { fatalError() }
    }
}

/// The session's random generator.
public enum Random {
    /// Restarts the session generator from `seed`.
    public static func seed(_ seed: Int) { fatalError() }
}

extension Color {
    /// A colour from `#rgb`, `#rrggbb` or `#rrggbbaa` hex text.
    public init(hex: String) { fatalError() }
}

extension Image {
    /// A PNG from an http(s) URL, fetched in the background and cached.
    public init(url: String) { fatalError() }
    /// A PNG from a file, relative to the working directory.
    public init(path: String) { fatalError() }
}
