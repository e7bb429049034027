extension Prelude {
    /// UIKit and AppKit views wrapped for SwiftUI (`UIViewRepresentable`, `NSViewRepresentable`).
    /// Shapebook does not run UIKit: the wrapper makes and updates its view as SwiftUI would, and
    /// draws what the view's properties say UIKit would show of it, its background colour, and a
    /// `UIVisualEffectView`'s blur as the matching material (which Shapebook draws as its
    /// translucent tint, as `.background(.ultraThinMaterial)`). A view of another class says so
    /// on stderr, once per wrapper type: what its own drawing code draws is not shown.
    static let uiKitViews = #"""
    /// An archive of objects, as Foundation's `NSCoder`: a cell reads none (a view's
    /// `init?(coder:)` is declared, as UIKit requires, and never called).
    class NSCoder {}

    /// A UIKit view: a rectangle with a background colour.
    class UIView {
        /// The view's frame in its superview's coordinates.
        var frame: CGRect
        /// The colour UIKit fills the view with; nil draws nothing.
        var backgroundColor: UIColor?
        /// The view's opacity.
        var alpha: CGFloat = 1
        /// Whether the view is left out.
        var isHidden = false
        /// Whether subviews are clipped to the view.
        var clipsToBounds = false
        /// The colour of the view's tinted parts.
        var tintColor: UIColor?
        /// The views inside, in the order added.
        var subviews: [UIView] = []
        /// A view with `frame`.
        init(frame: CGRect) { self.frame = frame }
        /// A view from an archive: a cell has none.
        required init?(coder: NSCoder) { return nil }
        /// A view with an empty frame (the wrapping SwiftUI view sizes it).
        convenience init() { self.init(frame: .zero) }
        /// The view's rectangle in its own coordinates.
        var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
        /// Adds `view` inside this one.
        func addSubview(_ view: UIView) { subviews.append(view) }
        /// UIKit's hook for custom drawing; Shapebook does not call it.
        func draw(_ rect: CGRect) {}
        /// UIKit's hook for laying out subviews; Shapebook does not call it.
        func layoutSubviews() {}
        /// Marks the view for drawing again; a figure is drawn once.
        func setNeedsDisplay() {}
        /// Marks the view for layout again; a figure is laid out once.
        func setNeedsLayout() {}
        /// Whether Shapebook draws all the view shows: a plain view without subviews is its
        /// background colour; a subclass may draw more itself.
        var _isDrawnWhole: Bool { type(of: self) == UIView.self && subviews.isEmpty }
        /// What the figure shows of the view: its background colour at its alpha.
        func _drawn() -> AnyView {
            if isHidden { return AnyView(Color.clear) }
            guard let color = backgroundColor else { return AnyView(Color.clear) }
            return AnyView(Rectangle().fill(Color(color)).opacity(alpha))
        }
    }

    /// A visual effect a `UIVisualEffectView` shows.
    class UIVisualEffect {
        /// What the effect fills its view with.
        var _material: Material? { nil }
    }

    /// A blur of what lies behind a view, as UIKit's `UIBlurEffect`.
    class UIBlurEffect: UIVisualEffect {
        /// The blur's look: the system materials and the older light and dark styles.
        enum Style {
            case extraLight, light, dark, extraDark, regular, prominent
            case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
            case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
            case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
        }
        /// The blur's style.
        let style: Style
        /// A blur of `style`.
        init(style: Style) { self.style = style }
        /// SwiftUI's material of the same thickness (the light appearance's: Shapebook has no
        /// dark materials, so a dark style is drawn as its light counterpart).
        override var _material: Material? {
            switch style {
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return Material.ultraThin
            case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return Material.thin
            case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .extraLight: return Material.thick
            case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: return Material.bar
            default: return Material.regular
            }
        }
    }

    /// A view that shows a visual effect, as UIKit's `UIVisualEffectView`: a blur is drawn as the
    /// material of its thickness.
    class UIVisualEffectView: UIView {
        /// The effect shown; nil shows none.
        var effect: UIVisualEffect?
        /// The view that holds the effect view's own subviews.
        let contentView = UIView(frame: .zero)
        /// A view showing `effect`.
        init(effect: UIVisualEffect?) {
            self.effect = effect
            super.init(frame: .zero)
        }
        /// An effect view from an archive: a cell has none.
        required init?(coder: NSCoder) {
            effect = nil
            super.init(coder: coder)
        }
        override var _isDrawnWhole: Bool { true }
        /// The effect's material over the view's background colour.
        override func _drawn() -> AnyView {
            guard !isHidden, let material = effect?._material else { return super._drawn() }
            return AnyView(ZStack { super._drawn(); Rectangle().fill(material) }.opacity(alpha))
        }
    }

    /// What a `UIViewRepresentable`'s methods are given: its coordinator and the environment.
    struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
        /// The object `makeCoordinator()` made (the representable's own `Coordinator` class, or
        /// `Void`).
        let coordinator: Representable.Coordinator
        /// The environment of the wrapping view.
        var environment: EnvironmentValues
    }

    /// The wrapper types that already said their view is not drawn whole.
    var _reportedUIKitWrappers: Set<String> = []

    /// A SwiftUI view wrapping a UIKit view, as SwiftUI's `UIViewRepresentable`: the view is made
    /// with `makeUIView(context:)`, updated once with `updateUIView(_:context:)`, and drawn as
    /// what Shapebook knows of it (its background colour; a visual effect view's material).
    protocol UIViewRepresentable: View {
        /// The class of the wrapped view.
        associatedtype UIViewType: UIView
        /// The type of the object that relays the view's events.
        associatedtype Coordinator = Void
        /// What `makeUIView(context:)` and `updateUIView(_:context:)` are given.
        typealias Context = UIViewRepresentableContext<Self>
        /// Makes the wrapped view.
        func makeUIView(context: Context) -> UIViewType
        /// Brings the view up to date with the wrapper's properties.
        func updateUIView(_ uiView: UIViewType, context: Context)
        /// Makes the coordinator.
        func makeCoordinator() -> Coordinator
    }

    extension UIViewRepresentable {
        /// The wrapped view made and updated, drawn as Shapebook knows it.
        var body: some View {
            let context = UIViewRepresentableContext<Self>(coordinator: makeCoordinator(), environment: _currentEnvironment())
            let view = makeUIView(context: context)
            updateUIView(view, context: context)
            return _drawnUIKitView(String(describing: Self.self), view)
        }
    }

    extension UIViewRepresentable where Coordinator == Void {
        /// No coordinator.
        func makeCoordinator() -> Coordinator { () }
    }

    /// What the figure shows of the view `wrapper` made (its view type is a `UIView` subclass);
    /// unless Shapebook draws all of it, stderr says so, once per wrapper.
    func _drawnUIKitView(_ wrapper: String, _ made: Any) -> AnyView {
        guard let view = made as? UIView else { return AnyView(Color.clear) }
        if !view._isDrawnWhole && !_reportedUIKitWrappers.contains(wrapper) {
            _reportedUIKitWrappers.insert(wrapper)
            fputs("'\(wrapper)' wraps a UIKit view (\(type(of: view))): Shapebook does not run UIKit, so only its background colour is drawn\n", stderr)
        }
        return view._drawn()
    }

    /// An AppKit view: drawn as a UIKit one (its background colour).
    typealias NSView = UIView

    /// A SwiftUI view wrapping an AppKit view, as SwiftUI's `NSViewRepresentable`: made with
    /// `makeNSView(context:)`, updated once, and drawn as `UIViewRepresentable`'s view is.
    protocol NSViewRepresentable: View {
        /// The class of the wrapped view.
        associatedtype NSViewType: NSView
        /// The type of the object that relays the view's events.
        associatedtype Coordinator = Void
        /// What `makeNSView(context:)` and `updateNSView(_:context:)` are given.
        typealias Context = NSViewRepresentableContext<Self>
        /// Makes the wrapped view.
        func makeNSView(context: Context) -> NSViewType
        /// Brings the view up to date with the wrapper's properties.
        func updateNSView(_ nsView: NSViewType, context: Context)
        /// Makes the coordinator.
        func makeCoordinator() -> Coordinator
    }

    /// What an `NSViewRepresentable`'s methods are given: its coordinator and the environment.
    struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
        /// The object `makeCoordinator()` made (the representable's own `Coordinator` class, or
        /// `Void`).
        let coordinator: Representable.Coordinator
        /// The environment of the wrapping view.
        var environment: EnvironmentValues
    }

    extension NSViewRepresentable {
        /// The wrapped view made and updated, drawn as Shapebook knows it.
        var body: some View {
            let context = NSViewRepresentableContext<Self>(coordinator: makeCoordinator(), environment: _currentEnvironment())
            let view = makeNSView(context: context)
            updateNSView(view, context: context)
            return _drawnUIKitView(String(describing: Self.self), view)
        }
    }

    extension NSViewRepresentable where Coordinator == Void {
        /// No coordinator.
        func makeCoordinator() -> Coordinator { () }
    }
    """#
}
