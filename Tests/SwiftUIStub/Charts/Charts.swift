// Swift Charts' core, declarations only: `Chart`, `ChartContent` with its builder, the marks
// with `PlottableValue` positions, and the content and chart modifiers Shapebook draws.
// Signatures as Apple's documentation gives them.
import SwiftUI

/// A type a chart can plot.
public protocol Plottable {}
extension String: Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Date: Plottable {}

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
