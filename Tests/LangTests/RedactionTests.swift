import Canvas
import Geometry
import Testing
@testable import Lang

/// `.redacted(reason:)`, `.unredacted()` and `@Environment(\.redactionReasons)` (572's shimmer
/// placeholder): with `.placeholder`, text is drawn as rounded bars of its lines' widths, as tall
/// as its font size and centred on each line, and images as blocks of their frames, in the
/// foreground's quaternary level; shapes draw as they are and layout does not change.
@Suite struct RedactionTests {
    /// The fills of `cell`'s figure: each path's bounds and its solid colour (nil for another paint).
    static func fills(_ cell: String) throws -> [(bounds: Rect, color: RGBA?)] {
        try SurfaceCompletionTests.drawn(cell).items.compactMap { item in
            guard case .fill(let path, let paint, _) = item else { return nil }
            if case .solid(let color) = paint { return (path.boundingRect, color) }
            return (path.boundingRect, nil)
        }
    }

    /// Whether two colours have the same components (whatever semantic colour they stand for).
    static func same(_ a: RGBA?, _ b: RGBA) -> Bool {
        guard let a else { return false }
        return [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy { abs($0) < 1e-9 }
    }

    static func near(_ a: Rect, _ b: Rect) -> Bool {
        [a.origin.x - b.origin.x, a.origin.y - b.origin.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
    }

    /// The quaternary label colour, the default foreground's placeholder.
    static let placeholderGrey = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)

    @Test func aPlaceholderTextIsOneBarOfItsLineWidth() throws {
        let plain = try SurfaceCompletionTests.drawn(#"Text("Max Verstappen")"#)
        let fills = try Self.fills(#"Text("Max Verstappen").redacted(reason: .placeholder)"#)
        #expect(fills.count == 1)
        let size = plain.size
        #expect(size.width > 50 && size.height > 17)
        let bar = Rect(x: 0, y: (size.height - 17) / 2, width: size.width, height: 17)
        #expect(fills.first.map { Self.near($0.bounds, bar) } == true)
        #expect(Self.same(fills.first?.color, Self.placeholderGrey))
        // Layout does not change: the figure is the text's size.
        #expect(try SurfaceCompletionTests.drawn(#"Text("Max Verstappen").redacted(reason: .placeholder)"#).size == size)
    }

    /// Each run is its own bar in its own colour's placeholder: a red run's is red at 18%.
    @Test func eachRunIsABarInItsColour() throws {
        let fills = try Self.fills(#"(Text("Red ") + Text("Bull").foregroundColor(.red)).font(.headline).redacted(reason: .placeholder)"#)
        #expect(fills.count == 2)
        #expect(Self.same(fills.first?.color, Self.placeholderGrey))
        #expect(Self.same(fills.last?.color, RGBA.red.withOpacity(0.18)))
        // Headline text is 17 points: both bars are that tall, side by side.
        #expect(fills.allSatisfy { abs($0.bounds.height - 17) < 1e-9 })
        if fills.count == 2 { #expect(abs(fills[0].bounds.maxX - fills[1].bounds.minX) < 1e-9) }
    }

    /// Shapes and colours keep their paint; a symbol becomes a block of its whole frame (17 × 1.2
    /// points in the body font), where the plain placeholder is inset by 8%.
    @Test func shapesStayAndImagesBecomeBlocks() throws {
        let cell = #"HStack { Circle().fill(.red).frame(width: 20, height: 20); Image(systemName: "star") }"#
        let plain = try Self.fills(cell)
        let redacted = try Self.fills(cell + ".redacted(reason: .placeholder)")
        #expect(plain.count == 2 && redacted.count == 2)
        if plain.count == 2, redacted.count == 2 {
            #expect(Self.near(plain[0].bounds, redacted[0].bounds) && plain[0].color == redacted[0].color)
            let side = 17 * 1.2
            #expect(abs(redacted[1].bounds.width - side) < 1e-9 && abs(redacted[1].bounds.height - side) < 1e-9)
            #expect(abs(plain[1].bounds.width - side * 0.84) < 1e-9)
            #expect(Self.same(redacted[1].color, Self.placeholderGrey))
        }
    }

    /// `.unredacted()` draws its views as themselves inside a redacted view; `.privacy`,
    /// `.invalidated` and no reason leave the drawing as it is.
    @Test func unredactedAndOtherReasonsDrawTheViewAsItIs() throws {
        let inside = try cleanDisplayList(#"VStack { Text("Loading"); Text("Shown").unredacted() }.redacted(reason: .placeholder)"#)
        let apart = try cleanDisplayList(#"VStack { Text("Loading").redacted(reason: .placeholder); Text("Shown") }"#)
        #expect(inside != nil)
        #expect(inside == apart)
        let plain = try cleanDisplayList(#"Text("Account 1234")"#)
        for reason in [".privacy", ".invalidated", "[]"] {
            #expect(try cleanDisplayList(#"Text("Account 1234").redacted(reason: \#(reason))"#) == plain)
        }
        #expect(try cleanDisplayList(#"Text("Account 1234").redacted(reason: [.privacy, .placeholder])"#) != plain)
    }

    /// A view's `@Environment(\.redactionReasons)` holds the reasons around it.
    @Test func theEnvironmentHoldsTheReasons() throws {
        let probe = """
            struct Probe: View {
                @Environment(\\.redactionReasons) var reasons
                var body: some View {
                    Rectangle().fill(reasons.contains(.placeholder) ? Color.red : reasons.isEmpty ? Color.green : Color.blue)
                        .frame(width: 10, height: 10)
                }
            }
            """
        func color(_ view: String) throws -> RGBA? { try Self.fills(probe + "\n" + view).first?.color }
        #expect(try color("Probe()") == .green)
        #expect(try color("Probe().redacted(reason: .placeholder)") == .red)
        #expect(try color("Probe().redacted(reason: .privacy)") == .blue)
        #expect(try color("Probe().unredacted().redacted(reason: .placeholder)") == .green)
        #expect(try color("VStack { Probe() }.redacted(reason: .privacy).redacted(reason: .placeholder)") == .red)
    }
}
