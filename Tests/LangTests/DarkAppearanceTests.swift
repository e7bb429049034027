import Canvas
import Geometry
import Testing
@testable import Lang

/// `.preferredColorScheme(.dark)`, `.colorScheme(_:)`, `.environment(\.colorScheme, .dark)` and
/// `@Environment(\.colorScheme)` (569's particle preview): the dark appearance as a preview shows
/// it, the view on the dark system background, adaptive colours at their dark values (HIG and
/// UIKit's, Canvas's RGBA+Dark.swift) and unstyled text white.
@Suite struct DarkAppearanceTests {
    static func fills(_ cell: String) throws -> [(bounds: Rect, color: RGBA?)] { try RedactionTests.fills(cell) }

    static func bytes(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> RGBA {
        RGBA(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// The preferred dark scheme puts the view on black and draws its unstyled text white.
    @Test func aPreferredDarkSchemeDrawsOnBlackWithWhiteText() throws {
        let fills = try Self.fills(#"Text("Night").padding().preferredColorScheme(.dark)"#)
        let size = try SurfaceCompletionTests.drawn(#"Text("Night").padding()"#).size
        #expect(fills.count == 2)
        #expect(fills.first.map { RedactionTests.near($0.bounds, Rect(x: 0, y: 0, width: size.width, height: size.height)) } == true)
        #expect(RedactionTests.same(fills.first?.color, .black))
        #expect(RedactionTests.same(fills.last?.color, .white))
        // The light scheme, or none, draws the view as it is.
        let plain = try cleanDisplayList(#"Text("Night").padding()"#)
        #expect(try cleanDisplayList(#"Text("Night").padding().preferredColorScheme(.light)"#) == plain)
        #expect(try cleanDisplayList(#"Text("Night").padding().preferredColorScheme(nil)"#) == plain)
    }

    /// SwiftUI's adaptive colours take their dark values, fixed ones stay; an explicit style on
    /// text stays too.
    @Test func namedColoursTakeTheirDarkValues() throws {
        let cell = """
            HStack(spacing: 0) {
                Color.blue; Color.red; Color.primary; Color.secondary; Color.white; Color(red: 0.2, green: 0.4, blue: 0.6)
            }
            .frame(width: 60, height: 10)
            """
        let dark = try Self.fills(cell + ".colorScheme(.dark)").map(\.color)
        let expected = [Self.bytes(10, 132, 255), Self.bytes(255, 69, 58), .white, Self.bytes(235, 235, 245, 0.6), .white,
                        RGBA(red: 0.2, green: 0.4, blue: 0.6)]
        #expect(dark.count == expected.count)
        for (color, want) in zip(dark, expected) { #expect(RedactionTests.same(color, want)) }
        let light = try Self.fills(cell).map(\.color)
        for (color, want) in zip(light, [RGBA.blue, .red, .black, RGBA.secondary]) { #expect(RedactionTests.same(color, want)) }
        let styled = try Self.fills(#"Text("Lit").foregroundColor(.orange).environment(\.colorScheme, .dark)"#)
        #expect(RedactionTests.same(styled.first?.color, Self.bytes(255, 159, 10)))
    }

    /// UIKit's class colours adapt (`systemBackground` black, `secondaryLabel` #EBEBF5 at 60%,
    /// with an opacity kept in proportion); its fixed colours and a `withAlphaComponent` copy do not.
    @Test func uiKitClassColoursAdapt() throws {
        let cell = """
            HStack(spacing: 0) {
                Color(.systemBackground); Color(uiColor: .secondaryLabel); Color(.label).opacity(0.5)
                Color(UIColor.red); Color(UIColor.systemGray5); Color(UIColor.label.withAlphaComponent(1))
            }
            .frame(width: 60, height: 10)
            """
        let dark = try Self.fills(cell + ".environment(\\.colorScheme, .dark)").map(\.color)
        let expected = [RGBA.black, Self.bytes(235, 235, 245, 0.6), RGBA(white: 1, alpha: 0.5), RGBA(red: 1, green: 0, blue: 0),
                        Self.bytes(44, 44, 46), RGBA.black]
        #expect(dark.count == expected.count)
        for (color, want) in zip(dark, expected) { #expect(RedactionTests.same(color, want)) }
        let light = try Self.fills(cell).map(\.color)
        let lightExpected = [RGBA.white, Self.bytes(60, 60, 67, 0.6), RGBA(white: 0, alpha: 0.5), RGBA(red: 1, green: 0, blue: 0),
                             Self.bytes(229, 229, 234), RGBA.black]
        for (color, want) in zip(light, lightExpected) { #expect(RedactionTests.same(color, want)) }
    }

    /// A view's `@Environment(\.colorScheme)` reads the scheme set around it.
    @Test func theEnvironmentHoldsTheScheme() throws {
        let probe = """
            struct Probe: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Rectangle().fill(scheme == .dark ? Color.purple : Color.green).frame(width: 10, height: 10) }
            }
            """
        func colors(_ view: String) throws -> [RGBA?] { try Self.fills(probe + "\n" + view).map(\.color) }
        #expect(try colors("Probe()") == [.green])
        #expect(try colors("Probe().colorScheme(.dark)").last == Self.bytes(191, 90, 242))
        #expect(try colors("Probe().preferredColorScheme(.dark)") == [.black, Self.bytes(191, 90, 242)])
        #expect(try colors("Probe().colorScheme(.light).preferredColorScheme(.dark)").last == .green)
    }

    /// A program's own `ShapeStyle` is resolved for the appearance it is drawn in.
    @Test func aShapeStyleOfYourOwnIsResolvedInTheScheme() throws {
        let style = """
            struct Glow: ShapeStyle {
                func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
                    environment.colorScheme == .dark ? Color.yellow : Color.indigo
                }
            }
            """
        let square = "Rectangle().fill(Glow()).frame(width: 10, height: 10)"
        #expect(try Self.fills(style + "\n" + square).map(\.color) == [RGBA.indigo])
        #expect(try Self.fills(style + "\n" + square + ".colorScheme(.dark)").map(\.color) == [Self.bytes(255, 214, 10)])
    }
}
