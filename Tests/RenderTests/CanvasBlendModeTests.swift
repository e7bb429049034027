import Canvas
import Foundation
import Testing
@testable import Render

/// A `Canvas`'s `context.blendMode`: each mode blends what is drawn with the canvas's own
/// drawing by its W3C formula, and the canvas, drawn into a surface of its own, lays the result
/// over the views behind it as they are (SwiftUI draws a canvas into one layer).
struct CanvasBlendModeTests {
    /// The pixel at (`x`, `y`) points of `source`'s figure at scale 2, as 0…255 components.
    static func pixel(_ source: String, _ x: Int, _ y: Int) throws -> [Int] {
        let figure = try ScriptFigures().figure(source)
        let p = try #require(try Renderer().pixmap(figure).pixel(x: x * 2 + 1, y: y * 2 + 1))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    static func close(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 2 } }

    /// A yellow square, then a cyan one half over it in `mode`, on a red view behind the canvas.
    static func source(_ mode: String) -> String {
        """
        ZStack {
            Color(red: 1, green: 0, blue: 0)
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 1, blue: 0)))
                context.blendMode = .\(mode)
                context.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: .color(Color(red: 0, green: 0.5, blue: 1)))
            }
        }
        .frame(width: 30, height: 20)
        """
    }

    @Test func aCanvasBlendsWithItsOwnDrawing() throws {
        // Backdrop yellow (1, 1, 0), source (0, 0.5, 1), per the separable formulas.
        let expected: [(String, [Int])] = [
            ("multiply", [0, 128, 0, 255]),
            ("screen", [255, 255, 255, 255]),
            ("darken", [0, 128, 0, 255]),
            ("lighten", [255, 255, 255, 255]),
            ("difference", [255, 128, 255, 255]),
            ("plusLighter", [255, 255, 255, 255]),
            ("overlay", [255, 255, 0, 255]),
        ]
        for (mode, colour) in expected {
            let source = Self.source(mode)
            // The yellow alone, the blend over it, and the source alone where the canvas had
            // drawn nothing: blended with the canvas's transparent surface, not the red view.
            #expect(Self.close(try Self.pixel(source, 5, 10), [255, 255, 0, 255]), "\(mode)")
            let blended = try Self.pixel(source, 15, 10)
            #expect(Self.close(blended, colour), "\(mode): \(blended)")
            let alone = try Self.pixel(source, 25, 10)
            #expect(Self.close(alone, [0, 128, 255, 255]), "\(mode): \(alone)")
        }
    }
}
