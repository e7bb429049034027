internal import CFreeType
import Foundation
import Geometry
import Synchronization

/// Glyph outlines and metrics from the DejaVu fonts through FreeType, shared by every layout.
///
/// One `FT_Library` and the faces loaded from it live behind a mutex: FreeType objects from one
/// library must not be used from two threads at once. Faces and glyphs are cached for the life of
/// the process; outlines are kept in font units and scaled per use.
public final class FontLibrary: Sendable {
    /// The process-wide library.
    public static let shared = FontLibrary()

    /// Where Debian's fonts-dejavu-core and fonts-dejavu-extra install the fonts.
    public static let fontDirectory = FontFiles.dejaVuDirectory

    private let state = Mutex(FontLibraryState())

    init() {}

    /// The metrics of `font` in points.
    public func metrics(for font: Font) throws -> FontMetrics {
        try state.withLock { state in
            let face = try state.face(for: font)
            return face.metrics(size: font.size)
        }
    }

    /// Lays out one line of `text` in `font`: glyph positions (advance widths plus kerning, plus
    /// `spacing` points after each character for SwiftUI's `kerning`/`tracking`) and width. A
    /// character the font lacks comes from the colour emoji font when that has it (`EmojiFace`),
    /// else from the design's fallback faces (`FontLibraryState.fallbackFaces`).
    public func layoutLine(_ text: String, font: Font, spacing: Double = 0) throws -> TextLine {
        try state.withLock { state in
            let face = try state.face(for: font)
            let emoji = state.emojiFace()
            let fallbacks = try state.fallbackFaces(for: font)
            // A width other than the standard stretches the face across (Font+Width.swift).
            let stretch = font.width.horizontalScale
            let scale = font.size / face.unitsPerEm * stretch
            var glyphs: [TextLine.Glyph] = []
            var x = 0.0
            var previous: UInt32?
            let scalars = Array(text.unicodeScalars)
            var position = 0
            while position < scalars.count {
                let scalar = scalars[position]
                position += 1
                // A variation selector picks how the character before it is drawn and draws nothing.
                if scalar.properties.isVariationSelector { continue }
                // A skin tone the font has no ligature with the emoji before it for: the emoji
                // keeps its default colour rather than being followed by a swatch.
                if scalar.properties.isEmojiModifier, glyphs.last?.isEmoji == true { continue }
                let index = face.glyphIndex(for: scalar)
                // An emoji by default (DejaVu draws some, 😀 among them, in outline), one asked for
                // as emoji (U+FE0F after it, unless U+FE0E asks for text), or a character the font
                // lacks is drawn from the colour emoji font when that has it.
                let selector = position < scalars.count ? scalars[position] : nil
                let asEmoji = index == 0 || selector == "\u{FE0F}"
                    || (scalar.properties.isEmojiPresentation && selector != "\u{FE0E}")
                if asEmoji, let emoji, case var emojiIndex = emoji.glyphIndex(for: scalar), emojiIndex != 0 {
                    // A sequence the font joins (a ZWJ family, a flag, a skin tone) is one glyph.
                    if let (ligature, next) = emoji.ligature(in: scalars, at: position - 1) {
                        emojiIndex = ligature
                        position = next
                    }
                    glyphs.append(TextLine.Glyph(index: emojiIndex, x: x, isEmoji: true))
                    x += try emoji.glyph(emojiIndex).advance * font.size / emoji.pixelsPerEm + spacing
                    previous = nil
                    continue
                }
                if index == 0, let (number, fallback) = fallbacks.enumerated().first(where: { $0.element.glyphIndex(for: scalar) != 0 }) {
                    // Kerning pairs are within one face, so none across the change of face.
                    let fallbackIndex = fallback.glyphIndex(for: scalar)
                    glyphs.append(TextLine.Glyph(index: fallbackIndex, x: x, fallback: number + 1))
                    x += try fallback.glyph(fallbackIndex).advance * font.size / fallback.unitsPerEm * stretch + spacing
                    previous = nil
                    continue
                }
                if let previous { x += face.kerning(previous, index) * scale }
                glyphs.append(TextLine.Glyph(index: index, x: x))
                x += try face.glyph(index).advance * scale + spacing
                previous = index
            }
            return TextLine(glyphs: glyphs, width: x, fontKey: face.fileName)
        }
    }

    /// The outlines of a laid-out line as one path, its baseline's left end at `origin`, y down.
    public func path(for line: TextLine, font: Font, baselineOrigin origin: Point) throws -> Path {
        try state.withLock { state in
            let faces = try [state.face(for: font)] + state.fallbackFaces(for: font)
            var path = Path()
            for glyph in line.glyphs where !glyph.isEmoji {
                let face = faces[min(glyph.fallback, faces.count - 1)]
                let scale = font.size / face.unitsPerEm
                let outline = try face.glyph(glyph.index).outline
                // Font units are y-up; the figure is y-down. A width stretches the glyphs across.
                path.addPath(outline, transform: Transform(a: scale * font.width.horizontalScale, b: 0, c: 0, d: -scale,
                                                           tx: origin.x + glyph.x, ty: origin.y))
            }
            return path
        }
    }
}

extension FontLibrary {
    /// The colour emoji of a laid-out line as images and the rects they fill (points, y down), its
    /// baseline's left end at `origin`: each glyph's bitmap scaled from the emoji strike to the font's size.
    public func emojiImages(for line: TextLine, font: Font, baselineOrigin origin: Point) throws -> [(pixels: ImagePixels, rect: Rect)] {
        guard line.glyphs.contains(where: \.isEmoji) else { return [] }
        return try state.withLock { state in
            guard let emoji = state.emojiFace() else { return [] }
            let scale = font.size / emoji.pixelsPerEm
            var images: [(pixels: ImagePixels, rect: Rect)] = []
            for glyph in line.glyphs where glyph.isEmoji {
                let bitmap = try emoji.glyph(glyph.index)
                guard let pixels = bitmap.pixels else { continue }
                images.append((pixels, Rect(x: origin.x + glyph.x + bitmap.left * scale, y: origin.y - bitmap.top * scale,
                                            width: Double(pixels.width) * scale, height: Double(pixels.height) * scale)))
            }
            return images
        }
    }
}

/// A font's vertical metrics in points: SwiftUI lays out a line as ascent + descent + leading.
public struct FontMetrics: Hashable, Sendable {
    /// Baseline to the top of the tallest glyphs.
    public var ascender: Double
    /// Baseline to the bottom of the deepest glyphs (positive).
    public var descender: Double
    /// Baseline to baseline: the font's line spacing (`height` in FreeType).
    public var lineHeight: Double
}

/// One line of text laid out in a font: where each glyph starts on the baseline, and the advance
/// width of the whole line, in points.
public struct TextLine: Hashable, Sendable {
    /// A glyph index in the font and its pen position along the baseline.
    public struct Glyph: Hashable, Sendable {
        public var index: UInt32
        public var x: Double
        /// Whether `index` is a glyph of the colour emoji font (`EmojiFace`), drawn as an image.
        public var isEmoji = false
        /// Which face `index` belongs to: 0 the font's own, n its nth fallback face.
        public var fallback = 0
    }

    public var glyphs: [Glyph]
    public var width: Double
    /// Which font file the glyph indices belong to (the emoji font's for glyphs marked `isEmoji`,
    /// a fallback face's for glyphs with a `fallback`).
    public var fontKey: String
}
