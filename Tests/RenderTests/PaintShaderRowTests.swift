import Canvas
import Geometry
import Testing
@testable import Render

/// `PaintShader.words` computes a row of colours at once; it must give exactly what the
/// per-pixel `word(x:y:)` gives, and survive a non-finite gradient.
struct PaintShaderRowTests {
    let stops = [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0),
                 GradientStop(color: RGBA(red: 0, green: 0.5, blue: 1, alpha: 0.5), location: 0.6),
                 GradientStop(color: RGBA(red: 0, green: 1, blue: 0), location: 1)]

    private func expectRowsMatchPixels(_ paint: Paint, scale: Double) {
        let shader = PaintShader(paint, scale: scale)
        var row = [UInt32](repeating: 0, count: 200)
        for y in stride(from: -3, to: 160, by: 7) {
            row.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress { shader.words(x: -20, y: y, count: 200, into: base) }
            }
            let pixels = (0..<200).map { shader.word(x: -20 + $0, y: y) }
            #expect(row == pixels, "row \(y)")
        }
    }

    @Test func rowsOfLinearAndRadialGradientsMatchTheirPixels() {
        expectRowsMatchPixels(.linearGradient(stops: stops, start: Point(x: 10, y: 5), end: Point(x: 90, y: 70)), scale: 2)
        expectRowsMatchPixels(.radialGradient(stops: stops, center: Point(x: 40, y: 35), startRadius: 5, endRadius: 50), scale: 2)
        expectRowsMatchPixels(.radialGradient(stops: stops, center: Point(x: 40, y: 35), startRadius: 60, endRadius: 10), scale: 1)
        expectRowsMatchPixels(.angularGradient(stops: stops, center: Point(x: 40, y: 35), startAngle: .degrees(10), endAngle: .degrees(300)), scale: 2)
    }

    @Test func aNonFiniteRadialCentreDrawsTheFirstColourWithoutTrapping() {
        let shader = PaintShader(.radialGradient(stops: stops, center: Point(x: .nan, y: 3), startRadius: 0, endRadius: 10), scale: 1)
        var row = [UInt32](repeating: 0, count: 8)
        row.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { shader.words(x: 0, y: 0, count: 8, into: base) }
        }
        #expect(row == (0..<8).map { shader.word(x: $0, y: 0) })
        #expect(Set(row).count == 1)
    }
}
