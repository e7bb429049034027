import Canvas
import Testing
@testable import Lang

/// Issue 15's colour forms through Lang, checked by the colour each one paints: UIKit's system
/// colours (every way the issue names of reaching them, and AppKit's `NSColor` spelling) in the
/// light-mode sRGB of Apple's Human Interface Guidelines, UIKit's fixed and element colours,
/// `Color(white:)`, `Color(.sRGB, red:…)`, `Color(hue:saturation:brightness:)`, the accent and
/// tint colours, the label levels and the materials' translucent fills.
@Suite struct ColourFormValueTests {
    /// A colour in 0…255 bytes, as Apple's tables give them.
    static func bytes(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> RGBA {
        RGBA(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// The solid colour of the one fill `style` paints in a 10-point square.
    static func painted(_ style: String) throws -> RGBA? {
        let list = try SurfaceCompletionTests.drawn("Rectangle().fill(\(style)).frame(width: 10, height: 10)")
        let colours = list.items.compactMap { item -> RGBA? in
            if case .fill(_, .solid(let colour), _) = item { return colour }
            return nil
        }
        #expect(colours.count == 1, "\(style): \(list.items)")
        return colours.first
    }

    /// Whether two colours agree to within half an 8-bit level in every component.
    static func close(_ a: RGBA?, _ b: RGBA) -> Bool {
        guard let a else { return false }
        let tolerance = 0.5 / 255
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
    }

    /// Each style and the colour Apple documents for it in the light appearance.
    static let cases: [(style: String, expected: RGBA)] = [
        // HIG "System colors", iOS light, reached each way the issue names.
        ("Color(.systemRed)", bytes(255, 59, 48)),
        ("Color(.systemOrange)", bytes(255, 149, 0)),
        ("Color(.systemYellow)", bytes(255, 204, 0)),
        ("Color(.systemGreen)", bytes(52, 199, 89)),
        ("Color(uiColor: .systemMint)", bytes(0, 199, 190)),
        ("Color(UIColor.systemTeal)", bytes(48, 176, 199)),
        ("Color(uiColor: UIColor.systemCyan)", bytes(50, 173, 230)),
        ("Color(.systemBlue)", bytes(0, 122, 255)),
        ("Color(.systemIndigo)", bytes(88, 86, 214)),
        ("Color(.systemPurple)", bytes(175, 82, 222)),
        ("Color(nsColor: .systemPink)", bytes(255, 45, 85)),
        ("Color(NSColor.systemBrown)", bytes(162, 132, 94)),
        ("Color(.systemGray)", bytes(142, 142, 147)),
        ("Color(.systemGray5)", bytes(229, 229, 234)),
        // UIKit's fixed colours are its class properties' components, not SwiftUI's system ones.
        ("Color(UIColor.cyan)", RGBA(red: 0, green: 1, blue: 1)),
        ("Color(UIColor.lightGray)", RGBA(white: 2.0 / 3)),
        // Element colours.
        ("Color(.label)", RGBA(red: 0, green: 0, blue: 0)),
        ("Color(.secondaryLabel)", bytes(60, 60, 67, alpha: 0.6)),
        ("Color(.systemGroupedBackground)", bytes(242, 242, 247)),
        // The component initialisers.
        ("Color(white: 0.4)", RGBA(white: 0.4)),
        ("Color(white: 0.2, opacity: 0.5)", RGBA(white: 0.2, alpha: 0.5)),
        ("Color(.sRGB, red: 0.9, green: 0.4, blue: 0.2, opacity: 0.75)", RGBA(red: 0.9, green: 0.4, blue: 0.2, alpha: 0.75)),
        ("Color(red: 0.1, green: 0.2, blue: 0.3)", RGBA(red: 0.1, green: 0.2, blue: 0.3)),
        ("Color(hue: 0.5, saturation: 1, brightness: 1)", RGBA(red: 0, green: 1, blue: 1)),
        ("Color(hue: 0, saturation: 0.5, brightness: 0.8)", RGBA(red: 0.8, green: 0.4, blue: 0.4)),
        // With no tint set, the accent and the tint are system blue.
        ("Color.accentColor", bytes(0, 122, 255)),
        ("Color.primary", RGBA(red: 0, green: 0, blue: 0)),
    ]

    @Test(arguments: cases.indices)
    func eachFormPaintsAppleDocumentedColour(_ index: Int) throws {
        let (style, expected) = Self.cases[index]
        let colour = try Self.painted(style)
        #expect(Self.close(colour, expected), "\(style): \(String(describing: colour)), expected \(expected)")
    }

    /// `.tint` with no tint set is the accent colour; set, it is the tint.
    @Test func theTintStyleIsTheAccentUntilATintIsSet() throws {
        #expect(Self.close(try Self.painted(".tint"), Self.bytes(0, 122, 255)))
        let list = try SurfaceCompletionTests.drawn("Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.orange)")
        guard case .fill(_, .solid(let colour), _)? = list.items.first else {
            Issue.record("expected one solid fill, got \(list.items)")
            return
        }
        #expect(Self.close(colour, Self.bytes(255, 149, 0)))
    }

    /// The label levels are black at falling opacity: `.secondary` lighter than `.primary`.
    @Test func labelLevelsFadeFromPrimary() throws {
        let primary = try #require(try Self.painted(".primary"))
        let secondary = try #require(try Self.painted(".secondary"))
        let tertiary = try #require(try Self.painted(".tertiary"))
        #expect(primary.alpha == 1)
        #expect(secondary.alpha < primary.alpha && tertiary.alpha < secondary.alpha && tertiary.alpha > 0)
    }

    /// The materials are near-white translucent fills, each weightier than the one before, and
    /// none opaque (what is behind shows through).
    @Test func materialsAreTranslucentFillsInOrderOfWeight() throws {
        let names = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial"]
        let colours = try names.map { try #require(try Self.painted(".\($0)"), "\($0)") }
        for colour in colours {
            #expect(colour.red > 0.9 && colour.green > 0.9 && colour.blue > 0.9, "\(colour)")
            #expect(colour.alpha > 0 && colour.alpha < 1, "\(colour)")
        }
        #expect(zip(colours, colours.dropFirst()).allSatisfy { $0.alpha < $1.alpha }, "\(colours.map(\.alpha))")
    }
}
