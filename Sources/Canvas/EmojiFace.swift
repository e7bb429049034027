internal import CFreeType
import Geometry

/// Debian's colour emoji font (`fonts-noto-color-emoji`): Noto Color Emoji's glyphs are PNG
/// bitmaps (CBDT) at one size, 109 pixels per em, which FreeType decodes to premultiplied BGRA.
///
/// Text draws a character its own font lacks from this face when it has it: as an image of the
/// bitmap scaled to the text's size, advancing by the bitmap's advance scaled alike (about 1.25 em).
/// A sequence the font has a ligature for (a ZWJ family, a flag's regional indicators, a skin
/// tone) draws as that one glyph (`EmojiLigatures`, read from the font's GSUB table, as a shaping
/// engine would substitute it; `FontLibrary.layoutLine`). Used only under `FontLibrary`'s mutex.
final class EmojiFace {
    /// A glyph's bitmap and where it sits, in the strike's pixels: `left` right of the pen and
    /// `top` above the baseline.
    struct Glyph {
        var advance: Double
        var pixels: ImagePixels?
        var left: Double
        var top: Double
    }

    /// Where Debian installs the font.
    static let path = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// At most this many decoded glyphs are kept (each is about 70 KB); past it the cache starts again.
    static let cacheLimit = 256

    /// The strike's pixels per em.
    let pixelsPerEm: Double
    private let face: FT_Face
    private var glyphs: [UInt32: Glyph] = [:]
    private var glyphIndices: [Unicode.Scalar: UInt32] = [:]
    /// The font's ligatures, read on first use.
    private(set) lazy var ligatures = EmojiLigatures(gsub: sfntTable(0x4753_5542))  // 'GSUB'

    /// The face, or nil when the font is not installed or FreeType cannot read its bitmaps.
    init?(library: FT_Library?, path: String = EmojiFace.path) {
        var loaded: FT_Face?
        guard FT_New_Face(library, path, 0, &loaded) == 0, let face = loaded else { return nil }
        guard face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes,
              FT_Select_Size(face, 0) == 0, sizes[0].y_ppem > 0 else {
            FT_Done_Face(face)
            return nil
        }
        self.face = face
        pixelsPerEm = Double(sizes[0].y_ppem) / 64
    }

    /// Frees the FreeType face; called once, when the library shuts down.
    func release() { FT_Done_Face(face) }

    /// The glyph for a character, 0 when the font has none.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        if let index = glyphIndices[scalar] { return index }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        glyphIndices[scalar] = index
        return index
    }

    /// The glyph the emoji sequence starting at `scalars[start]` becomes and the position after
    /// it, when the font has a ligature for it; variation selectors inside count as part of it.
    func ligature(in scalars: [Unicode.Scalar], at start: Int) -> (glyph: UInt32, next: Int)? {
        var glyphs: [UInt32] = [], ends: [Int] = []
        var position = start
        // The longest sequences (a kiss with two skin tones) are 10 code points.
        while position < scalars.count, glyphs.count < Self.longestSequence {
            let scalar = scalars[position]
            position += 1
            if scalar.properties.isVariationSelector { continue }
            let index = glyphIndex(for: scalar)
            guard index != 0 else { break }
            glyphs.append(index)
            ends.append(position)
        }
        guard let (glyph, count) = ligatures.match(glyphs, at: 0), ends.indices.contains(count - 1) else { return nil }
        return (glyph, ends[count - 1])
    }

    /// At most this many glyphs are looked at for one ligature.
    static let longestSequence = 16

    /// The bytes of the font's table `tag`; empty when it has none.
    private func sfntTable(_ tag: FT_ULong) -> [UInt8] {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0, length < 1 << 26 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let loaded = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tag, 0, $0.baseAddress, &length) }
        return loaded == 0 ? bytes : []
    }

    /// The glyph's advance and bitmap as straight-alpha RGBA, decoded on first use.
    func glyph(_ index: UInt32) throws -> Glyph {
        if let glyph = glyphs[index] { return glyph }
        guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else {
            throw CanvasError("Text: FreeType could not load emoji glyph \(index) of \(Self.path)")
        }
        let bitmap = slot.pointee.bitmap
        var glyph = Glyph(advance: Double(slot.pointee.advance.x) / 64, pixels: nil,
                          left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top))
        if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
           let buffer = bitmap.buffer {
            glyph.pixels = try Self.straightRGBA(buffer, width: Int(bitmap.width), rows: Int(bitmap.rows),
                                                 pitch: Int(bitmap.pitch))
        }
        if glyphs.count >= Self.cacheLimit { glyphs.removeAll(keepingCapacity: true) }
        glyphs[index] = glyph
        return glyph
    }

    /// FreeType's premultiplied BGRA rows as straight-alpha RGBA samples.
    private static func straightRGBA(_ buffer: UnsafeMutablePointer<UInt8>, width: Int, rows: Int,
                                     pitch: Int) throws(CanvasError) -> ImagePixels {
        var samples = [UInt8](repeating: 0, count: width * rows * 4)
        let stride = abs(pitch)
        for y in 0..<rows {
            // A negative pitch means the rows are stored bottom-up.
            let row = pitch >= 0 ? y : rows - 1 - y
            for x in 0..<width {
                let source = buffer + row * stride + x * 4
                let alpha = Int(source[3])
                let target = (y * width + x) * 4
                guard alpha > 0 else { continue }
                samples[target] = UInt8(min(255, (Int(source[2]) * 255 + alpha / 2) / alpha))
                samples[target + 1] = UInt8(min(255, (Int(source[1]) * 255 + alpha / 2) / alpha))
                samples[target + 2] = UInt8(min(255, (Int(source[0]) * 255 + alpha / 2) / alpha))
                samples[target + 3] = UInt8(alpha)
            }
        }
        return try ImagePixels(width: width, height: rows, samples: samples)
    }
}
