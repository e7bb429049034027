// Declarations-only stub of SwiftUI's Text, its localized string keys, fonts and images.

// MARK: - Text

/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(verbatim content: String) { fatalError() }
    public init(_ image: Image) { fatalError() }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    public var body: Never { fatalError() }
    public static func == (lhs: Text, rhs: Text) -> Bool { fatalError() }
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }

    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public func bold(_ isActive: Bool) -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public func italic(_ isActive: Bool) -> Text { fatalError() }
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
    public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public func monospacedDigit() -> Text { fatalError() }
    public func fontWidth(_ width: Font.Width?) -> Text { fatalError() }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }
}

/// A type that SwiftUI can format with a printf specifier inside a `Text` interpolation.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// The key for a localized string resource (what a string literal given to `Text` becomes).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        public mutating func appendInterpolation(_ image: Image) { fatalError() }
    }
}

// MARK: - Fonts

/// An environment-dependent font.
public struct Font: Hashable {
    /// How wide a font's letters are.
    public struct Width: Hashable, Sendable {
        public static let compressed = Width()
        public static let condensed = Width()
        public static let standard = Width()
        public static let expanded = Width()
    }
    public func width(_ width: Font.Width) -> Font { fatalError() }
    public static var largeTitle: Font { fatalError() }
    public static var title: Font { fatalError() }
    public static var title2: Font { fatalError() }
    public static var title3: Font { fatalError() }
    public static var headline: Font { fatalError() }
    public static var subheadline: Font { fatalError() }
    public static var body: Font { fatalError() }
    public static var callout: Font { fatalError() }
    public static var footnote: Font { fatalError() }
    public static var caption: Font { fatalError() }
    public static var caption2: Font { fatalError() }

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }

    public func bold() -> Font { fatalError() }
    public func italic() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }

    /// A weight to use for fonts.
    public struct Weight: Hashable {
        public static var ultraLight: Font.Weight { fatalError() }
        public static var thin: Font.Weight { fatalError() }
        public static var light: Font.Weight { fatalError() }
        public static var regular: Font.Weight { fatalError() }
        public static var medium: Font.Weight { fatalError() }
        public static var semibold: Font.Weight { fatalError() }
        public static var bold: Font.Weight { fatalError() }
        public static var heavy: Font.Weight { fatalError() }
        public static var black: Font.Weight { fatalError() }
    }

    /// A design to use for fonts.
    public enum Design: Hashable {
        case `default`, serif, rounded, monospaced
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

// MARK: - Images

/// A view that displays an image.
public struct Image: View, Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(systemName: String) { fatalError() }
    public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
    public init(uiImage: UIImage) { fatalError() }
    public var body: Never { fatalError() }
    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable {
        case tile, stretch
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Sendable, Hashable {
        case template, original
    }

    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Sendable, Hashable {
        case small, medium, large
    }
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { EmptyView() }
}
