// Declarations-only stub of the SwiftUI view modifiers Shapebook draws, and of those it accepts
// and ignores (docs/language.md, "Accepted and ignored").

// MARK: - Layout

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { EmptyView() }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View { EmptyView() }
    public func padding(_ insets: EdgeInsets) -> some View { EmptyView() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { EmptyView() }
    public func padding(_ length: CGFloat) -> some View { EmptyView() }
    public func offset(_ offset: CGSize) -> some View { EmptyView() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { EmptyView() }
    public func position(_ position: CGPoint) -> some View { EmptyView() }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { EmptyView() }
    public func fixedSize() -> some View { EmptyView() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { EmptyView() }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { EmptyView() }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { EmptyView() }
    public func scaledToFit() -> some View { EmptyView() }
    public func scaledToFill() -> some View { EmptyView() }
    public func layoutPriority(_ value: Double) -> some View { EmptyView() }
    public func zIndex(_ value: Double) -> some View { EmptyView() }
}

// MARK: - Layers

extension View {
    // The view-taking background and overlay are disfavoured: SwiftUI resolves
    // `.background(Color.red)` (Color is both a View and a ShapeStyle) to the ShapeStyle overload.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { EmptyView() }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { EmptyView() }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { EmptyView() }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { EmptyView() }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { EmptyView() }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { EmptyView() }
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { EmptyView() }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { EmptyView() }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { EmptyView() }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { EmptyView() }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { EmptyView() }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { EmptyView() }
    public func mask<Mask: View>(_ mask: Mask) -> some View { EmptyView() }
}

// MARK: - Drawing

extension View {
    public func foregroundColor(_ color: Color?) -> some View { EmptyView() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { EmptyView() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { EmptyView() }
    public func tint(_ tint: Color?) -> some View { EmptyView() }
    public func accentColor(_ accentColor: Color?) -> some View { EmptyView() }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { EmptyView() }
    public func opacity(_ opacity: Double) -> some View { EmptyView() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { EmptyView() }
    public func clipped(antialiased: Bool = false) -> some View { EmptyView() }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { EmptyView() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { EmptyView() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { EmptyView() }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { EmptyView() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { EmptyView() }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { EmptyView() }
    public func transformEffect(_ transform: CGAffineTransform) -> some View { EmptyView() }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { EmptyView() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { EmptyView() }
    public func blendMode(_ blendMode: BlendMode) -> some View { EmptyView() }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { EmptyView() }
    public func compositingGroup() -> some View { EmptyView() }
    public func hidden() -> some View { EmptyView() }
}

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

// MARK: - Text

extension View {
    public func font(_ font: Font?) -> some View { EmptyView() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { EmptyView() }
    public func bold(_ isActive: Bool = true) -> some View { EmptyView() }
    public func italic(_ isActive: Bool = true) -> some View { EmptyView() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { EmptyView() }
    public func lineLimit(_ number: Int?) -> some View { EmptyView() }
}

// MARK: - Accepted and ignored on a canvas

extension View {
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { EmptyView() }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { EmptyView() }
    public func previewLayout(_ value: PreviewLayout) -> some View { EmptyView() }
    public func previewDisplayName(_ value: String?) -> some View { EmptyView() }
    public func previewDevice(_ value: PreviewDevice?) -> some View { EmptyView() }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { EmptyView() }
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { EmptyView() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { EmptyView() }
    public func animation(_ animation: Animation?) -> some View { EmptyView() }
    public func transition(_ t: AnyTransition) -> some View { EmptyView() }
    public func contentTransition(_ transition: ContentTransition) -> some View { EmptyView() }
    public func fontWidth(_ width: Font.Width?) -> some View { EmptyView() }
    public func widgetURL(_ url: URL?) -> some View { EmptyView() }
    public func accessibility(label: Text) -> some View { EmptyView() }
    public func accessibility(value: Text) -> some View { EmptyView() }
    public func accessibility(hidden: Bool) -> some View { EmptyView() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { EmptyView() }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { EmptyView() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { EmptyView() }
    public func accessibilityLabel(_ label: Text) -> some View { EmptyView() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { EmptyView() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { EmptyView() }
    public func id<ID: Hashable>(_ id: ID) -> some View { EmptyView() }
    public func tag<V: Hashable>(_ tag: V) -> some View { EmptyView() }
    public func navigationTitle(_ title: Text) -> some View { EmptyView() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { EmptyView() }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { EmptyView() }
    public func allowsHitTesting(_ enabled: Bool) -> some View { EmptyView() }
    public func disabled(_ disabled: Bool) -> some View { EmptyView() }
    public func labelsHidden() -> some View { EmptyView() }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { EmptyView() }
}

/// The orientation of the interface from the user's perspective.
public struct InterfaceOrientation: Sendable, Equatable {
    public static let portrait = InterfaceOrientation()
    public static let portraitUpsideDown = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation()
    public static let landscapeRight = InterfaceOrientation()
}

/// How a view's content changes in place when it is redrawn with new content.
public struct ContentTransition: Equatable, Sendable {
    public static var identity: ContentTransition { fatalError() }
    public static var opacity: ContentTransition { fatalError() }
    public static var interpolate: ContentTransition { fatalError() }
    public static func numericText(countsDown: Bool = false) -> ContentTransition { fatalError() }
    public static func numericText(value: Double) -> ContentTransition { fatalError() }
}
