import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Emoji sequences drawn as the one glyph Noto Color Emoji has for them (its GSUB ligatures,
/// `EmojiLigatures`): a ZWJ family, a flag's two regional indicators and a skin-toned hand,
/// checked by the images drawn and their pixels in the PNG.
struct EmojiSequenceTests {
    /// The mean straight-alpha colour (0…255) of the opaque pixels of `pixels`.
    static func meanColour(_ pixels: ImagePixels) -> (red: Double, green: Double, blue: Double) {
        var sum = (0.0, 0.0, 0.0), count = 0.0
        for i in stride(from: 0, to: pixels.samples.count, by: 4) where pixels.samples[i + 3] == 255 {
            sum.0 += Double(pixels.samples[i]); sum.1 += Double(pixels.samples[i + 1]); sum.2 += Double(pixels.samples[i + 2])
            count += 1
        }
        return count == 0 ? (0, 0, 0) : (sum.0 / count, sum.1 / count, sum.2 / count)
    }

    @Test func aZWJFamilyIsOneGlyphOneEmojiWide() throws {
        let family = try EmojiTextTests.drawn(#"Text("👨‍👩‍👧").font(.system(size: 40))"#)
        let man = try EmojiTextTests.drawn(#"Text("👨").font(.system(size: 40))"#)
        #expect(family.images.count == 1)
        let image = try #require(family.images.first), single = try #require(man.images.first)
        // One emoji's advance (about 1.25 em), not three; the family's own bitmap, not the man's.
        #expect(abs(family.figure.displayList.size.width - man.figure.displayList.size.width) < 1)
        #expect(image.pixels != single.pixels)
        #expect(abs(image.rect.height - single.rect.height) < 1e-9)
    }

    @Test func aFlagIsOneGlyphInItsColours() throws {
        let (images, figure) = try EmojiTextTests.drawn(#"Text("🇫🇷").font(.system(size: 40))"#)
        let flag = try #require(images.first)
        #expect(images.count == 1)
        // Blue, white and red thirds across the middle of the flag, in the PNG.
        let pixmap = try Renderer().pixmap(figure)
        func sample(_ fraction: Double) -> [Int] {
            let x = Int((flag.rect.minX + flag.rect.width * fraction) * figure.scale)
            let y = Int(flag.rect.midY * figure.scale)
            let i = (y * pixmap.width + x) * 4
            return (0..<4).map { Int(pixmap.samples[i + $0]) }
        }
        let (left, middle, right) = (sample(0.25), sample(0.5), sample(0.75))
        #expect(left[3] == 255 && left[2] > 120 && left[0] < 80, "\(left)")
        #expect(middle[3] == 255 && middle.prefix(3).allSatisfy { $0 > 220 }, "\(middle)")
        #expect(right[3] == 255 && right[0] > 180 && right[2] < 100, "\(right)")
    }

    @Test func aSkinToneIsDrawnAsTheTonedGlyph() throws {
        let toned = try EmojiTextTests.drawn(#"Text("👋🏻").font(.system(size: 40))"#)
        let plain = try EmojiTextTests.drawn(#"Text("👋").font(.system(size: 40))"#)
        let hand = try #require(toned.images.first), yellow = try #require(plain.images.first)
        #expect(toned.images.count == 1)
        #expect(abs(toned.figure.displayList.size.width - plain.figure.displayList.size.width) < 1)
        // The default hand is yellow (little blue); the light tone is a pale skin colour.
        let (tone, base) = (Self.meanColour(hand.pixels), Self.meanColour(yellow.pixels))
        #expect(base.blue < 100 && tone.blue > 150, "\(tone) vs \(base)")
    }

    @Test func aSequenceWithAVariationSelectorAndTextAroundItLaysOutInLine() throws {
        // 🏳️‍🌈: white flag, U+FE0F, ZWJ, rainbow: one glyph between the letters.
        let (images, _) = try EmojiTextTests.drawn(#"Text("a\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}b")"#)
        #expect(images.count == 1)
        let a = try FontLibrary.shared.layoutLine("a", font: .body).width
        let line = try FontLibrary.shared.layoutLine("a\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}b", font: .body)
        #expect(line.glyphs.count == 3 && line.glyphs.filter(\.isEmoji).count == 1)
        #expect(abs((try #require(images.first)).rect.minX - a) < 1)
    }
}
