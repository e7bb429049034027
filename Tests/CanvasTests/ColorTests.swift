import Testing
@testable import Canvas

/// SwiftUI's named colours, hex parsing and HSB conversion.
@Suite struct ColorTests {
    @Test func namedColoursAreTheHIGSystemColours() {
        #expect(RGBA.named["red"] == RGBA(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(RGBA.named["blue"] == RGBA(red: 0, green: 122 / 255, blue: 1))
        #expect(RGBA.named["orange"] == RGBA(red: 1, green: 149 / 255, blue: 0))
        #expect(RGBA.named["gray"] == RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
        #expect(RGBA.named["clear"]?.alpha == 0)
        // The label colours are black and 60% grey-blue in the light appearance, and semantic, so
        // that SVG can let them follow the page.
        #expect(RGBA.named["primary"] == RGBA(red: 0, green: 0, blue: 0, semantic: .primary))
        #expect(RGBA.named["secondary"]?.semantic == .secondary && RGBA.named["secondary"]?.alpha == 0.6)
        #expect(RGBA.named["black"]?.semantic == nil)
        #expect(RGBA.primary.withOpacity(0.5).semantic == .primary)
        #expect(RGBA.named["nope"] == nil)
    }

    @Test func hexForms() throws {
        #expect(try RGBA(hex: "#d6e8f8") == RGBA(red: 214 / 255, green: 232 / 255, blue: 248 / 255))
        #expect(try RGBA(hex: "d6e8f8") == RGBA(red: 214 / 255, green: 232 / 255, blue: 248 / 255))
        #expect(try RGBA(hex: "#F0a") == RGBA(red: 1, green: 0, blue: 170 / 255))
        #expect(try RGBA(hex: "#ff000080") == RGBA(red: 1, green: 0, blue: 0, alpha: 128 / 255))
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#gg0000", "red", "#1234567"])
    func badHexThrows(_ text: String) {
        #expect(throws: CanvasError.self) { try RGBA(hex: text) }
    }

    @Test func hueSaturationBrightness() {
        let close = { (a: RGBA, b: RGBA) in
            abs(a.red - b.red) < 1e-12 && abs(a.green - b.green) < 1e-12 && abs(a.blue - b.blue) < 1e-12
        }
        #expect(close(RGBA(hue: 0, saturation: 1, brightness: 1), RGBA(red: 1, green: 0, blue: 0)))
        #expect(close(RGBA(hue: 1 / 3, saturation: 1, brightness: 1), RGBA(red: 0, green: 1, blue: 0)))
        #expect(close(RGBA(hue: 2 / 3, saturation: 1, brightness: 0.5), RGBA(red: 0, green: 0, blue: 0.5)))
        #expect(close(RGBA(hue: 1, saturation: 1, brightness: 1), RGBA(red: 1, green: 0, blue: 0)))
        #expect(close(RGBA(hue: 0.5, saturation: 0, brightness: 0.3), RGBA(white: 0.3)))
        #expect(close(RGBA(hue: 1 / 12, saturation: 1, brightness: 1), RGBA(red: 1, green: 0.5, blue: 0)))
    }

    @Test func gradientColoursAreEvenlySpaced() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    }
}
