import Canvas
import Geometry

/// A runtime value of the shape language.
///
/// Every number is a Double. Collections and structs are Swift values, so the language's value
/// semantics (copy on assignment) come for free from copy-on-write.
///
/// The cases whose payload is larger than two words are `indirect` (boxed): the interpreter
/// copies values all the time, and a small enum copies as a couple of register moves where a
/// large one copies every byte of its largest case.
enum Value {
    case number(Double)
    case bool(Bool)
    case string(String)
    case null
    case array([Value])
    case tuple([Value], labels: [String?])
    indirect case range(RangeValue)
    case function(Callable)
    case instance(Instance)
    case type(TypeRef)
    case point(Point)
    case size(Size)
    indirect case rect(Rect)
    case angle(Angle)
    indirect case transform(Transform)
    indirect case path(Path)
    /// A colour or gradient: anything SwiftUI calls a `ShapeStyle`.
    case style(ShapeStyle)
    /// An unstyled shape: something that makes a path for a rect.
    indirect case shape(AnyShape)
    indirect case view(ViewValue)
    /// `AnimatableVector`: a list of numbers (the morphable-shape seed's control points).
    case vector([Double])
    indirect case insets(EdgeInsets)
    indirect case strokeStyle(StrokeStyle)
    case fillStyle(FillRule)
    /// An enum-like constant picked by an implicit member: `.center`, `.footnote`, `.round`.
    case symbol(String)
    /// `.name` or `.name(args)` whose type is not known yet; resolved where it is used.
    indirect case implicit(ImplicitMember)
    /// A namespace of session settings: `Canvas`, `Random`.
    case namespace(String)
    case keyPath([String])
    indirect case font(Font)
    /// `animate(…)`'s result: frames laid out and ready to render as APNG and animated SVG.
    indirect case animation(AnimatedFigure)
    /// A SwiftUI `Animation` (`.easeInOut(duration: 2).repeatForever()`): how `animate` times its frames.
    indirect case animationTiming(AnimationTiming)
    /// A `Binding` (`$radius`, `.constant(5)`): where a control reads and writes a value.
    indirect case binding(StateBinding)
    /// What `display(x)` returns: the id that `update(_:)` replaces the shown value under.
    case displayHandle(String)
    /// The `GraphicsContext` a `Canvas { context, size in … }` renderer draws with.
    indirect case graphicsContext(GraphicsContext)
    /// What a `GeometryReader`'s closure is given: its size and frames.
    indirect case geometryProxy(GeometryProxy)

    static var void: Value { .tuple([], labels: []) }
}

/// A closed (`a...b`) or half-open (`a..<b`) range of numbers.
struct RangeValue: Hashable {
    var lower: Double
    var upper: Double
    var isClosed: Bool

    /// The whole numbers the range steps through, as a `for` loop sees them.
    var count: Int {
        let n = (upper - lower).rounded(.down) + (isClosed ? 1 : (upper - lower == (upper - lower).rounded(.down) ? 0 : 1))
        guard n.isFinite else { return n > 0 ? Int(Int32.max) : 0 }
        return max(0, Int(min(n, Double(Int32.max))))
    }

    func contains(_ x: Double) -> Bool { x >= lower && (isClosed ? x <= upper : x < upper) }
}

/// An implicit member expression waiting for its type: `.red`, `.degrees(30)`, `.init(x:y:)`.
struct ImplicitMember {
    var name: String
    /// nil for `.name`; the evaluated arguments for `.name(…)`.
    var arguments: [EvaluatedArgument]?
    var location: SourceLocation?
}

/// One argument after evaluation: its label and value.
struct EvaluatedArgument {
    var label: String?
    var value: Value
    var location: SourceLocation?
    var isTrailingClosure = false

    /// True when this argument can fill a parameter with `label`.
    func fits(_ label: String?) -> Bool {
        self.label == label || (isTrailingClosure && self.label == nil)
    }
}

/// A view with, for a bare styled `Path`, the bounds its figure must cover.
///
/// A `Path` draws in absolute coordinates: shown on its own, its figure covers the origin and its
/// bounds (plus half the stroke width); inside a stack or frame it is an ordinary flexible view.
struct ViewValue {
    var view: View
    var absoluteBounds: Rect?

    init(_ view: View, absoluteBounds: Rect? = nil) {
        self.view = view
        self.absoluteBounds = absoluteBounds
    }
}

/// An instance of a user-declared struct.
struct Instance {
    let type: StructType
    var fields: [String: Value]
}

/// A type used as a value: `CGPoint`, `Color`, a user struct.
enum TypeRef {
    case builtin(String)
    case user(StructType)

    var name: String {
        switch self {
        case .builtin(let name): return name
        case .user(let type): return type.name
        }
    }
}
