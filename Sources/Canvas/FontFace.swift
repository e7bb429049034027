internal import CFreeType
import Geometry

/// One loaded font file: its FreeType face, metrics, and a cache of glyph outlines in font units.
///
/// The face is sized to one pixel per font unit (`FT_Set_Char_Size` at units-per-em pixels per em)
/// and glyphs load unhinted, so outlines and advances come back in exact font units (26.6 fixed
/// point, divided by 64) and are scaled to points by `size / unitsPerEm`. Used only under
/// `FontLibrary`'s mutex.
final class FontFace {
    /// A glyph's advance width and outline, in font units, y up.
    struct Glyph {
        var advance: Double
        var outline: Path
    }

    let fileName: String
    let unitsPerEm: Double
    private let face: FT_Face
    private let ascender, descender, height: Double
    private let hasKerning: Bool
    private var glyphs: [UInt32: Glyph] = [:]
    private var glyphIndices: [Unicode.Scalar: UInt32] = [:]

    init(library: FT_Library?, path: String, fileName: String) throws {
        var loaded: FT_Face?
        guard FT_New_Face(library, path, 0, &loaded) == 0, let face = loaded else {
            throw CanvasError("Text: FreeType could not open the font \(path)")
        }
        let units = face.pointee.units_per_EM
        guard units > 0, FT_Set_Char_Size(face, 0, FT_F26Dot6(units) * 64, 72, 72) == 0 else {
            FT_Done_Face(face)
            throw CanvasError("Text: the font \(path) is not a scalable outline font")
        }
        self.face = face
        self.fileName = fileName
        unitsPerEm = Double(units)
        ascender = Double(face.pointee.ascender)
        descender = Double(-face.pointee.descender)
        height = Double(face.pointee.height)
        hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
    }

    /// Frees the FreeType face; called once, when the library shuts down.
    func release() { FT_Done_Face(face) }

    /// Ascender, descender and line height for `size` points.
    func metrics(size: Double) -> FontMetrics {
        let scale = size / unitsPerEm
        return FontMetrics(ascender: ascender * scale, descender: descender * scale, lineHeight: height * scale)
    }

    /// The glyph for a character (0, the font's "missing glyph" box, when it has none).
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        if let index = glyphIndices[scalar] { return index }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        glyphIndices[scalar] = index
        return index
    }

    /// The kerning between two glyphs from the font's `kern` table, in font units (0 without one).
    func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard hasKerning else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &delta) == 0 else { return 0 }
        return Double(delta.x)
    }

    /// The glyph's advance and outline, loaded on first use.
    func glyph(_ index: UInt32) throws -> Glyph {
        if let glyph = glyphs[index] { return glyph }
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else {
            throw CanvasError("Text: FreeType could not load glyph \(index) of \(fileName)")
        }
        let advance = Double(slot.pointee.advance.x) / 64
        let outline = try Self.decompose(&slot.pointee.outline)
        let glyph = Glyph(advance: advance, outline: outline)
        glyphs[index] = glyph
        return glyph
    }

    /// The outline's contours as a path (font units, y up), through `FT_Outline_Decompose`, which
    /// already expands TrueType's implied on-curve points into explicit quadratic segments.
    private static func decompose(_ outline: inout FT_Outline) throws -> Path {
        final class Builder {
            var path = Path()
        }
        func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
            guard let v = vector?.pointee else { return .zero }
            return Point(x: Double(v.x) / 64, y: Double(v.y) / 64)
        }
        func builder(_ user: UnsafeMutableRawPointer?) -> Builder? {
            user.map { Unmanaged<Builder>.fromOpaque($0).takeUnretainedValue() }
        }
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let b = builder(user) else { return 1 }
                if !b.path.isEmpty { b.path.closeSubpath() }
                b.path.move(to: point(to))
                return 0
            },
            line_to: { to, user in
                builder(user)?.path.addLine(to: point(to))
                return 0
            },
            conic_to: { control, to, user in
                builder(user)?.path.addQuadCurve(to: point(to), control: point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                builder(user)?.path.addCurve(to: point(to), control1: point(control1), control2: point(control2))
                return 0
            },
            shift: 0, delta: 0)
        let builder = Builder()
        let status = withExtendedLifetime(builder) {
            FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        guard status == 0 else { throw CanvasError("Text: FreeType could not read a glyph outline") }
        if !builder.path.isEmpty { builder.path.closeSubpath() }
        return builder.path
    }
}
