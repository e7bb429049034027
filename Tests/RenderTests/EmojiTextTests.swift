import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Colour emoji in `Text`: characters the text font lacks come from Debian's Noto Color Emoji
/// (`fonts-noto-color-emoji`, scripts/install-system-deps) as images of their bitmaps, scaled from
/// the font's 109-pixel strike to the text's size (`EmojiFace`), not as missing-glyph boxes.
struct EmojiTextTests {
    /// The image items of a cell's figure (run on Lang as a notebook runs it) and the figure.
    static func drawn(_ source: String) throws -> (images: [(pixels: ImagePixels, rect: Rect)], figure: Figure) {
        let figure = try ScriptFigures().figure(source)
        let images = figure.displayList.items.compactMap { item -> (pixels: ImagePixels, rect: Rect)? in
            if case .image(let pixels, let rect) = item { return (pixels, rect) }
            return nil
        }
        return (images, figure)
    }

    @Test func anEmojiIsDrawnInItsColoursAtTheTextsSize() throws {
        let (images, figure) = try Self.drawn(#"Text("😀").font(.system(size: 40))"#)
        let image = try #require(images.first)
        #expect(images.count == 1)
        // Noto's grinning face is a 136×128 bitmap at 109 pixels per em: 40 pt makes it 49.9 × 47.0.
        #expect(image.pixels.width == 136 && image.pixels.height == 128)
        #expect(abs(image.rect.width - 136 * 40 / 109) < 1e-9 && abs(image.rect.height - 128 * 40 / 109) < 1e-9)
        // The text is as wide as the emoji's advance, and nothing else is filled (no missing-glyph box).
        #expect(abs(figure.displayList.size.width - image.rect.width) < 1)
        #expect(!figure.displayList.items.contains { if case .fill = $0 { true } else { false } })
        // The face's yellow a quarter of the way down its middle, in the PNG.
        let pixmap = try Renderer().pixmap(figure)
        let x = Int(image.rect.midX * figure.scale), y = Int((image.rect.minY + image.rect.height * 0.25) * figure.scale)
        let i = (y * pixmap.width + x) * 4
        let (red, green, blue, alpha) = (pixmap.samples[i], pixmap.samples[i + 1], pixmap.samples[i + 2], pixmap.samples[i + 3])
        #expect(alpha == 255 && red > 220 && green > 150 && blue < 100, "\(red), \(green), \(blue), \(alpha)")
    }

    @Test func emojiSitInTheLineBetweenOutlines() throws {
        // "a😀b": the letters are one fill, the emoji one image after the a's advance; U+FE0F
        // (emoji presentation) and a skin tone draw nothing of their own.
        let plain = try Self.drawn(#"Text("a😀b")"#)
        let selected = try Self.drawn(#"Text("a\u{1F600}\u{FE0F}\u{1F3FD}b")"#)
        #expect(plain.images.count == 1 && selected.images.count == 1)
        let same = plain.figure.displayList == selected.figure.displayList
        #expect(same)
        let a = try FontLibrary.shared.layoutLine("a", font: .body).width
        let image = try #require(plain.images.first)
        #expect(abs(image.rect.minX - a) < 1)
        // U+2764 has an outline in DejaVu; followed by U+FE0F it is the red emoji heart. 😀 is
        // an emoji by default (DejaVu has an outline of it too); U+FE0E asks for that outline.
        #expect(try Self.drawn(#"Text("\u{2764}\u{FE0F}")"#).images.count == 1)
        #expect(try Self.drawn(#"Text("\u{2764}")"#).images.isEmpty)
        #expect(try Self.drawn(#"Text("\u{1F600}\u{FE0E}")"#).images.isEmpty)
    }
}
