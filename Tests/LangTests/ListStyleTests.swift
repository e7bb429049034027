import Canvas
import Geometry
import Testing
@testable import Lang

/// `.listStyle(_:)`: the inset grouped style of iOS's default, the grouped style's cards across
/// the whole width, the plain style's rows on the system background.
@Suite struct ListStyleTests {
    static func list(_ style: String) -> String {
        """
        List {
            Section("Fruit") { Text("Apple"); Text("Banana") }
        }
        .listStyle(\(style))
        .frame(width: 320, height: 300)
        """
    }

    static let groupedGround = DarkAppearanceTests.bytes(242, 242, 247)

    /// The width of the white card (the light secondarySystemGroupedBackground) and the ground.
    static func card(_ style: String) throws -> (ground: RGBA?, cardWidths: [Double]) {
        let fills = try DarkAppearanceTests.fills(Self.list(style))
        let widths = fills.filter { RedactionTests.same($0.color, .white) }.map(\.bounds.width)
        return (fills.first?.color, widths)
    }

    @Test func theStylesDrawTheirCards() throws {
        let inset = try Self.card(".insetGrouped")
        #expect(RedactionTests.same(inset.ground, Self.groupedGround))
        #expect(inset.cardWidths.contains { abs($0 - 288) < 1e-6 })
        let automatic = try Self.card(".automatic")
        #expect(automatic.cardWidths == inset.cardWidths)
        let grouped = try Self.card(".grouped")
        #expect(RedactionTests.same(grouped.ground, Self.groupedGround))
        #expect(grouped.cardWidths.contains { abs($0 - 320) < 1e-6 })
        // Plain: the white system background under the rows, no grouped grey.
        let plain = try DarkAppearanceTests.fills(Self.list(".plain"))
        #expect(RedactionTests.same(plain.first?.color, .white))
        #expect(!plain.contains { RedactionTests.same($0.color, Self.groupedGround) })
        #expect(try DarkAppearanceTests.fills(Self.list("PlainListStyle()")).map(\.color) == plain.map(\.color))
    }
}
