import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Controls in the dark appearance (`.preferredColorScheme(.dark)`, on the black system
/// background) drawn in UIKit's dark colours, checked pixel by pixel against the closed form: a
/// pixel inside a track is its dark fill over black, within two levels.
struct DarkControlPixelTests {
    /// The colour at point (`x`, `y`) of the cell's figure at scale 2.
    static func color(_ cell: String, x: Double, y: Double) throws -> (Int, Int, Int) {
        let pixmap = try Renderer().pixmap(try ScriptFigures().figure(cell))
        let pixel = try #require(pixmap.pixel(x: Int(x * 2), y: Int(y * 2)))
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    /// `color` over black, in 8-bit levels.
    static func overBlack(_ color: RGBA) -> (Int, Int, Int) {
        func level(_ c: Double) -> Int { Int((c * color.alpha * 255).rounded()) }
        return (level(color.red), level(color.green), level(color.blue))
    }

    static func expectNear(_ got: (Int, Int, Int), _ want: (Int, Int, Int), _ what: String) {
        #expect(abs(got.0 - want.0) <= 2 && abs(got.1 - want.1) <= 2 && abs(got.2 - want.2) <= 2,
                "\(what): \(got), expected \(want)")
    }

    static func dark(_ name: String) throws -> RGBA { try #require(RGBA.darkUIKit[name]) }

    /// A switch's track off (secondarySystemFill) and on (dark green, 48,209,88), a slider's
    /// empty track (systemFill) and filled one (dark blue, 10,132,255), a stepper's ground
    /// (tertiarySystemFill), a segmented picker's selected segment (99,99,102) and a progress
    /// bar's empty track.
    @Test func controlsTakeTheirDarkColours() throws {
        // A 200-point row: the switch's 51×31 track at its trailing end, the knob at the leading
        // end of the track when off, so (190, 15.5) is track alone.
        Self.expectNear(try Self.color(#"Toggle("A", isOn: .constant(false)).frame(width: 200).preferredColorScheme(.dark)"#, x: 190, y: 15.5),
                        Self.overBlack(try Self.dark("secondarySystemFill")), "switch off")
        Self.expectNear(try Self.color(#"Toggle("A", isOn: .constant(true)).frame(width: 200).preferredColorScheme(.dark)"#, x: 160, y: 15.5),
                        (48, 209, 88), "switch on")
        // A slider at 0 has its thumb at the leading end (28 points), its empty track 4 points
        // tall at the middle of the 28-point row.
        let slider = "Slider(value: .constant(0.5)).frame(width: 200).preferredColorScheme(.dark)"
        Self.expectNear(try Self.color(slider, x: 180, y: 14), Self.overBlack(try Self.dark("systemFill")), "slider track")
        Self.expectNear(try Self.color(slider, x: 20, y: 14), (10, 132, 255), "slider fill")
        // A stepper's 94×32 ground at the row's trailing end, away from its glyphs and hairline.
        Self.expectNear(try Self.color(#"Stepper("S", value: .constant(3), in: 0...10).frame(width: 200).preferredColorScheme(.dark)"#,
                                       x: 115, y: 6), Self.overBlack(try Self.dark("tertiarySystemFill")), "stepper ground")
        let picker = """
            Picker("P", selection: .constant(0)) { Text("").tag(0); Text("").tag(1) }
                .pickerStyle(.segmented).frame(width: 200).preferredColorScheme(.dark)
            """
        Self.expectNear(try Self.color(picker, x: 50, y: 16), (99, 99, 102), "selected segment")
        Self.expectNear(try Self.color("ProgressView(value: 0.2).frame(width: 200).preferredColorScheme(.dark)", x: 150, y: 2),
                        Self.overBlack(try Self.dark("systemFill")), "progress track")
    }
}
