// Declarations-only stub of SwiftUI, for `swiftc -typecheck` of Shapebook cells (never linked,
// never run: bodies are `fatalError()`). Signatures follow Apple's SwiftUI documentation (iOS 17).
// Isolation is left out (`@MainActor` on View and friends): Shapebook runs cells on one thread,
// and the stub measures types, not concurrency. docs/differential.md lists what else differs.
@_exported import UIKit

// MARK: - View and its builder

/// A type that represents part of your app's user interface.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// A View created from a swift tuple of View values.
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { fatalError() }
    public var body: Never { fatalError() }
}

/// Content representing one of two possibilities in a builder's `if`/`else`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

/// A type-erased view.
public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public init<V: View>(erasing view: V) { fatalError() }
    public var body: Never { fatalError() }
}

/// A type that collects multiple instances of a content type into a single unit.
public struct Group<Content> {
    public var body: Never { fatalError() }
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// MARK: - Modifiers

/// A modifier that you apply to a view or another view modifier.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content view type passed to `ViewModifier.body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { fatalError() }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {}

// MARK: - Collections of views

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int { fatalError() }
}
