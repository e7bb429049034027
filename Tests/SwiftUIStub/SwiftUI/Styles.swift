// Declarations-only stub of SwiftUI's progress views and the style protocols of controls
// (buttons, progress views, pickers, toggles, labels, text fields, lists) with their built-in styles.

// MARK: - Progress views

/// A view that shows the progress toward completion of a task.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView { fatalError() }
    public init(@ViewBuilder label: () -> Label) { fatalError() }
    public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView { fatalError() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) { fatalError() }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text { fatalError() }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) { fatalError() }
    public init(_ configuration: ProgressViewStyleConfiguration)
        where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel { fatalError() }
}

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View { public var body: Never { fatalError() } }
    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View { public var body: Never { fatalError() } }
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() { fatalError() }
    public init(tint: Color) { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() { fatalError() }
    public init(tint: Color) { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { fatalError() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { fatalError() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { fatalError() } }

// MARK: - Buttons

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view hierarchy.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View { public var body: Never { fatalError() } }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view hierarchy.
public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() { fatalError() } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() { fatalError() } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() { fatalError() } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() { fatalError() } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() { fatalError() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}

/// A shape used to draw a button's border.
public struct ButtonBorderShape: Equatable, Sendable {
    public static var automatic: ButtonBorderShape { fatalError() }
    public static var capsule: ButtonBorderShape { fatalError() }
    public static var roundedRectangle: ButtonBorderShape { fatalError() }
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { fatalError() }
}

/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

// MARK: - Pickers, toggles, labels, text fields, lists

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() { fatalError() } }
public struct MenuPickerStyle: PickerStyle { public init() { fatalError() } }
public struct SegmentedPickerStyle: PickerStyle { public init() { fatalError() } }
public struct WheelPickerStyle: PickerStyle { public init() { fatalError() } }
public struct InlinePickerStyle: PickerStyle { public init() { fatalError() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { fatalError() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { fatalError() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { fatalError() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { fatalError() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { fatalError() } }

/// The appearance and behavior of a toggle.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View { public var body: Never { fatalError() } }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

public struct DefaultToggleStyle: ToggleStyle {
    public init() { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct SwitchToggleStyle: ToggleStyle {
    public init() { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct ButtonToggleStyle: ToggleStyle {
    public init() { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { fatalError() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { fatalError() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { fatalError() } }

/// A type that applies a custom appearance to all labels within a view.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View { public var body: Never { fatalError() } }
    /// A type-erased icon view of a label.
    public struct Icon: View { public var body: Never { fatalError() } }
    public var title: LabelStyleConfiguration.Title { fatalError() }
    public var icon: LabelStyleConfiguration.Icon { fatalError() }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style.
    public init(_ configuration: LabelStyleConfiguration) { fatalError() }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { fatalError() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { fatalError() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { fatalError() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { fatalError() } }

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() { fatalError() } }
public struct PlainTextFieldStyle: TextFieldStyle { public init() { fatalError() } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() { fatalError() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { fatalError() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { fatalError() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { fatalError() }
}

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() { fatalError() } }
public struct PlainListStyle: ListStyle { public init() { fatalError() } }
public struct GroupedListStyle: ListStyle { public init() { fatalError() } }
public struct InsetListStyle: ListStyle { public init() { fatalError() } }
public struct InsetGroupedListStyle: ListStyle { public init() { fatalError() } }
public struct SidebarListStyle: ListStyle { public init() { fatalError() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { fatalError() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { fatalError() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { fatalError() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { fatalError() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { fatalError() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { fatalError() } }

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { EmptyView() }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { EmptyView() }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { EmptyView() }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { EmptyView() }
    public func controlSize(_ controlSize: ControlSize) -> some View { EmptyView() }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { EmptyView() }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { EmptyView() }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { EmptyView() }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { EmptyView() }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { EmptyView() }
}

// MARK: - Environment

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues {
    public init() { fatalError() }
    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
    public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    public var layoutDirection: LayoutDirection { get { fatalError() } set { fatalError() } }
    public var dismiss: DismissAction { fatalError() }
    public var redactionReasons: RedactionReasons { get { fatalError() } set { fatalError() } }
}

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { fatalError() }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy.
    public func redacted(reason: RedactionReasons) -> some View { EmptyView() }
    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View { EmptyView() }
}

/// A direction in which text and views are laid out.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// An action that dismisses a presentation.
public struct DismissAction {
    public func callAsFunction() { fatalError() }
}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

extension EnvironmentValues {
    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { fatalError() } set { fatalError() } }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { EmptyView() }
    /// Sets the preferred color scheme for this presentation.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { EmptyView() }
    /// Sets this view's color scheme.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { EmptyView() }
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}
