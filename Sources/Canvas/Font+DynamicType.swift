/// Dynamic Type: the reader's preferred text size, which resizes the text styles (not fonts of
/// a fixed size), as SwiftUI's `.dynamicTypeSize(_:)` sets it for the views inside.
///
/// The sizes are Apple's (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type
/// sizes"), in points, for each text style at each content size; `.large` is the default, the
/// sizes `Font`'s text styles have.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    /// This size brought within `range`, as an inner `.dynamicTypeSize(range)` limits the size
    /// around it.
    public func clamped(to range: ClosedRange<DynamicTypeSize>) -> DynamicTypeSize {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

extension Font {
    /// The text styles Dynamic Type resizes, in the order of Apple's size table.
    public enum TextStyle: Int, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
    }

    /// Points of each text style (columns, `TextStyle` order) at each Dynamic Type size (rows,
    /// `DynamicTypeSize` order), from Apple's table.
    static let dynamicTypeSizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // large (the default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // accessibility1
        [48, 43, 39, 37, 33, 33, 32, 30, 28, 27, 24],  // accessibility2
        [52, 48, 44, 43, 40, 40, 38, 36, 34, 33, 29],  // accessibility3
        [56, 53, 50, 49, 47, 47, 44, 42, 41, 40, 34],  // accessibility4
        [60, 58, 56, 55, 53, 53, 51, 49, 48, 47, 40],  // accessibility5
    ]

    /// The font at Dynamic Type size `size`: a text style takes its size from Apple's table, a
    /// font of a fixed size keeps it.
    public func sized(for size: DynamicTypeSize) -> Font {
        guard let textStyle, size != .large else { return self }
        var font = self
        font.size = Self.dynamicTypeSizes[size.rawValue][textStyle.rawValue]
        return font
    }
}
