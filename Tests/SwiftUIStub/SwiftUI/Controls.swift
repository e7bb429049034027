// Declarations-only stub of the SwiftUI controls Shapebook draws (their labels) and will drive
// (the interactive notebooks issue).

/// A control that initiates an action.
public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { fatalError() }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) { fatalError() }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable {
    public static var destructive: ButtonRole { fatalError() }
    public static var cancel: ButtonRole { fatalError() }
}

/// A control that toggles between on and off states.
public struct Toggle<Label: View>: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    public init(_ configuration: ToggleStyleConfiguration) { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

/// A control for selecting a value from a bounded linear range of values.
public struct Slider<Label: View, ValueLabel: View>: View {
    public var body: Never { fatalError() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint { fatalError() }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint { fatalError() }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint { fatalError() }
}

/// A control that performs increment and decrement actions.
public struct Stepper<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
}

/// A control for selecting from a set of mutually exclusive values.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
}

/// A control used to select a color from the system color picker UI.
public struct ColorPicker<Label: View>: View {
    public var body: Never { fatalError() }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) { fatalError() }
}

/// A control that displays an editable text interface.
public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
}

/// A view that shows a value within a range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public var body: Never { fatalError() }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) { fatalError() }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) { fatalError() }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) { fatalError() }
}

extension Gauge {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) { fatalError() }
}

/// Defines the implementation of all gauge instances within a view hierarchy.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View { public var body: Never { fatalError() } }
    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View { public var body: Never { fatalError() } }
    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel: View { public var body: Never { fatalError() } }
    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel: View { public var body: Never { fatalError() } }
    /// A type-erased label describing a specific value of a gauge.
    public struct MarkedValueLabel: View { public var body: Never { fatalError() } }
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabel
}

/// A gauge style that displays a closed ring partially filled in to indicate the gauge's current value.
public struct CircularGaugeStyle: GaugeStyle {
    public init() { fatalError() }
    public init<Tint: ShapeStyle>(tint: Tint) { fatalError() }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension GaugeStyle where Self == CircularGaugeStyle { public static var circular: CircularGaugeStyle { fatalError() } }
public struct DefaultGaugeStyle: GaugeStyle { public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct LinearCapacityGaugeStyle: GaugeStyle { public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { fatalError() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { fatalError() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { fatalError() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { fatalError() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { fatalError() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { fatalError() }
}

extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { EmptyView() }
}
