// Swift Charts' core, declarations only: `Chart`, `ChartContent` with its builder, the marks
// with `PlottableValue` positions, and the content and chart modifiers Shapebook draws.
// Signatures as Apple's documentation gives them.
import SwiftUI

/// A type a chart can plot: a primitive (a number, a string, a date) or one standing for one.
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}
/// An enum with `String` raw values is categorical: its raw value is its primitive.
extension Plottable where Self: RawRepresentable, Self.RawValue == String {
    public var primitivePlottable: String { fatalError() }
    public init?(primitivePlottable: String) { fatalError() }
}
extension String: Plottable {
    public var primitivePlottable: String { fatalError() }
    public init?(primitivePlottable: String) { fatalError() }
}
extension Int: Plottable {
    public var primitivePlottable: Int { fatalError() }
    public init?(primitivePlottable: Int) { fatalError() }
}
extension Double: Plottable {
    public var primitivePlottable: Double { fatalError() }
    public init?(primitivePlottable: Double) { fatalError() }
}
extension Float: Plottable {
    public var primitivePlottable: Float { fatalError() }
    public init?(primitivePlottable: Float) { fatalError() }
}
extension CGFloat: Plottable {
    public var primitivePlottable: CGFloat { fatalError() }
    public init?(primitivePlottable: CGFloat) { fatalError() }
}
extension Date: Plottable {
    public var primitivePlottable: Date { fatalError() }
    public init?(primitivePlottable: Date) { fatalError() }
}

/// A value a mark places on a chart, with its label.
public struct PlottableValue<Value: Plottable> {
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { fatalError() }
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { fatalError() }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

/// Something a chart draws.
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError() }
}

/// No chart content.
public struct EmptyChartContent: ChartContent {
    public var body: Never { fatalError() }
}

/// Chart content from a tuple of chart content.
public struct TupleChartContent<T>: ChartContent {
    public var body: Never { fatalError() }
}

/// One of two chart contents.
public struct _ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyChartContent { fatalError() }
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(first: TrueContent) -> _ConditionalChartContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(second: FalseContent) -> _ConditionalChartContent<TrueContent, FalseContent> { fatalError() }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

/// A mark's width or height.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
    public static var automatic: MarkDimension { fatalError() }
    public static func fixed(_ value: CGFloat) -> MarkDimension { fatalError() }
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { fatalError() }
    public static func inset(_ value: CGFloat) -> MarkDimension { fatalError() }
}

/// How marks at the same position stack.
public struct MarkStackingMethod: Equatable {
    public static var standard: MarkStackingMethod { fatalError() }
    public static var normalized: MarkStackingMethod { fatalError() }
    public static var center: MarkStackingMethod { fatalError() }
    public static var unstacked: MarkStackingMethod { fatalError() }
}

/// How a line or area joins its points.
public struct InterpolationMethod: Equatable {
    public static var linear: InterpolationMethod { fatalError() }
    public static var catmullRom: InterpolationMethod { fatalError() }
    public static var cardinal: InterpolationMethod { fatalError() }
    public static var monotone: InterpolationMethod { fatalError() }
    public static var stepStart: InterpolationMethod { fatalError() }
    public static var stepCenter: InterpolationMethod { fatalError() }
    public static var stepEnd: InterpolationMethod { fatalError() }
}

public struct BarMark: ChartContent {
    public var body: Never { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) { fatalError() }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) { fatalError() }
}

public struct LineMark: ChartContent {
    public var body: Never { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) { fatalError() }
}

public struct PointMark: ChartContent {
    public var body: Never { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}

public struct AreaMark: ChartContent {
    public var body: Never { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) { fatalError() }
}

public struct RuleMark: ChartContent {
    public var body: Never { fatalError() }
    public init<Y: Plottable>(y: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable>(x: PlottableValue<X>) { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}

public struct RectangleMark: ChartContent {
    public var body: Never { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) { fatalError() }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) { fatalError() }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) { fatalError() }
}

extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { EmptyChartContent() }
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { EmptyChartContent() }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { EmptyChartContent() }
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent { EmptyChartContent() }
    public func opacity(_ value: Double) -> some ChartContent { EmptyChartContent() }
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { EmptyChartContent() }
    public func symbolSize(_ size: CGFloat) -> some ChartContent { EmptyChartContent() }
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { EmptyChartContent() }
}

/// A chart.
public struct Chart<Content: View>: View {
    public var body: Never { fatalError() }
}

extension Chart {
    public init<C: ChartContent>(@ChartContentBuilder content: () -> C) where Content == _ChartContentView<C> { fatalError() }
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == _ChartContentView<ForEach<Data, Data.Element.ID, C>>, Data.Element: Identifiable { fatalError() }
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == _ChartContentView<ForEach<Data, ID, C>> { fatalError() }
}

/// Chart content as a chart's view.
public struct _ChartContentView<C: ChartContent>: View {
    public var body: Never { fatalError() }
}

extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    public func chartLegend(_ visibility: Visibility) -> some View { self }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) { fatalError() }
}

// MARK: Sectors (iOS 17) and annotations

public struct SectorMark: ChartContent {
    public var body: Never { fatalError() }
    public init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) { fatalError() }
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition {
    public static var automatic: AnnotationPosition { fatalError() }
    public static var top: AnnotationPosition { fatalError() }
    public static var bottom: AnnotationPosition { fatalError() }
    public static var leading: AnnotationPosition { fatalError() }
    public static var trailing: AnnotationPosition { fatalError() }
    public static var overlay: AnnotationPosition { fatalError() }
    public static var topLeading: AnnotationPosition { fatalError() }
    public static var topTrailing: AnnotationPosition { fatalError() }
    public static var bottomLeading: AnnotationPosition { fatalError() }
    public static var bottomTrailing: AnnotationPosition { fatalError() }
}

extension ChartContent {
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent { EmptyChartContent() }
}

// MARK: Axes

/// Something an axis draws at each of its values.
public protocol AxisMark {}
extension Never: AxisMark {}
extension Optional: AxisMark where Wrapped: AxisMark {}

/// Axis marks from a tuple of axis marks.
public struct TupleAxisMark<T>: AxisMark {}
/// One of two axis marks.
public struct _ConditionalAxisMark<TrueContent: AxisMark, FalseContent: AxisMark>: AxisMark {}

@resultBuilder
public struct AxisMarkBuilder {
    public static func buildExpression<Content: AxisMark>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content) -> TupleAxisMark<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: AxisMark>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: AxisMark, FalseContent: AxisMark>(first: TrueContent) -> _ConditionalAxisMark<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: AxisMark, FalseContent: AxisMark>(second: FalseContent) -> _ConditionalAxisMark<TrueContent, FalseContent> { fatalError() }
}

/// What an axis holds: groups of axis marks.
public protocol AxisContent {}
extension Optional: AxisContent where Wrapped: AxisContent {}
/// Axis content from a tuple of axis content.
public struct TupleAxisContent<T>: AxisContent {}
/// One of two axis contents.
public struct _ConditionalAxisContent<TrueContent: AxisContent, FalseContent: AxisContent>: AxisContent {}

@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> TupleAxisContent<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: AxisContent>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: AxisContent, FalseContent: AxisContent>(first: TrueContent) -> _ConditionalAxisContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: AxisContent, FalseContent: AxisContent>(second: FalseContent) -> _ConditionalAxisContent<TrueContent, FalseContent> { fatalError() }
}

public struct AxisMarkPosition {
    public static var automatic: AxisMarkPosition { fatalError() }
    public static var leading: AxisMarkPosition { fatalError() }
    public static var trailing: AxisMarkPosition { fatalError() }
    public static var top: AxisMarkPosition { fatalError() }
    public static var bottom: AxisMarkPosition { fatalError() }
}

public struct AxisMarkPreset {
    public static var automatic: AxisMarkPreset { fatalError() }
    public static var aligned: AxisMarkPreset { fatalError() }
    public static var extended: AxisMarkPreset { fatalError() }
    public static var inset: AxisMarkPreset { fatalError() }
}

public struct AxisMarkValues {
    public static var automatic: AxisMarkValues { fatalError() }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { fatalError() }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { fatalError() }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues { fatalError() }
}

/// One value an axis marks.
public struct AxisValue {
    public var index: Int { fatalError() }
    public var count: Int { fatalError() }
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { fatalError() }
}

public struct AxisMarks<Content: AxisMark>: AxisContent {}

extension AxisMarks {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where Content == Never { fatalError() }
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) where Content == Never { fatalError() }
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) { fatalError() }
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) { fatalError() }
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) { fatalError() }
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping () -> Content) { fatalError() }
}

public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { fatalError() }
}

public struct AxisTick: AxisMark {
    public struct Length {
        public static var automatic: AxisTick.Length { fatalError() }
        public static var label: AxisTick.Length { fatalError() }
        public static var longestLabel: AxisTick.Length { fatalError() }
        public static func fixed(_ length: CGFloat) -> AxisTick.Length { fatalError() }
    }
    public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) { fatalError() }
}

public struct AxisValueLabelCollisionResolution {
    public static var automatic: AxisValueLabelCollisionResolution { fatalError() }
    public static var greedy: AxisValueLabelCollisionResolution { fatalError() }
    public static var truncate: AxisValueLabelCollisionResolution { fatalError() }
    public static var disabled: AxisValueLabelCollisionResolution { fatalError() }
}

public struct AxisValueLabelOrientation {
    public static var automatic: AxisValueLabelOrientation { fatalError() }
    public static var horizontal: AxisValueLabelOrientation { fatalError() }
    public static var vertical: AxisValueLabelOrientation { fatalError() }
    public static var verticalReversed: AxisValueLabelOrientation { fatalError() }
}

public struct AxisValueLabel<Content: View>: AxisMark {}

extension AxisValueLabel {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where Content == Text { fatalError() }
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where Content == Text { fatalError() }
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
}

extension AxisMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { AxisGridLine() }
    public func font(_ font: Font?) -> some AxisMark { AxisGridLine() }
}

// MARK: Scales

/// A scale's domain: a range or an array of plottable values, or automatic.
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

public struct AutomaticScaleDomain: ScaleDomain {}
extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { fatalError() }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { fatalError() }
}

public struct ScaleType {
    public static var automatic: ScaleType { fatalError() }
    public static var linear: ScaleType { fatalError() }
    public static var log: ScaleType { fatalError() }
    public static var squareRoot: ScaleType { fatalError() }
    public static var category: ScaleType { fatalError() }
    public static var date: ScaleType { fatalError() }
}

extension View {
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
}

// MARK: Series colours and the legend's place

extension View {
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }
    public func chartForegroundStyleScale<Domain: ScaleDomain, S: ShapeStyle>(domain: Domain, range: [S], type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View { self }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
}

// MARK: Axis titles and formatted value labels

extension View {
    public func chartXAxisLabel(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) -> some View { self }
    public func chartXAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    @_disfavoredOverload public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) -> some View { self }
    public func chartYAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    @_disfavoredOverload public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
}

extension AxisValueLabel {
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where Content == Text, Format.FormatInput: Plottable, Format.FormatOutput == String { fatalError() }
}
