internal import CFreeType
import Foundation
import Geometry

/// The FreeType library and its loaded faces: only ever touched under `FontLibrary`'s mutex.
struct FontLibraryState: ~Copyable {
    private var library: FT_Library?
    private var initError: CanvasError?
    private var faces: [String: FontFace] = [:]

    init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0 {
            self.library = library
        } else {
            initError = CanvasError("Text: FreeType could not start (FT_Init_FreeType failed)")
        }
    }

    deinit {
        for face in faces.values { face.release() }
        if let library { FT_Done_FreeType(library) }
    }

    /// The face for `font`, loaded on first use; falls back to the regular face of the family, then
    /// to DejaVu Sans, when a variant is not installed.
    mutating func face(for font: Font) throws -> FontFace {
        if let initError { throw initError }
        let candidates = Self.fileNames(for: font)
        for name in candidates {
            if let face = faces[name] { return face }
            let path = FontLibrary.fontDirectory + "/" + name
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let face = try FontFace(library: library, path: path, fileName: name)
            faces[name] = face
            return face
        }
        throw CanvasError("Text needs the DejaVu fonts (install Debian's fonts-dejavu-core); "
            + "none of \(candidates.joined(separator: ", ")) is in \(FontLibrary.fontDirectory)")
    }

    /// The DejaVu files for a font, best first.
    static func fileNames(for font: Font) -> [String] {
        let family: String
        let italicSuffix: String
        switch font.design {
        case .default, .rounded: (family, italicSuffix) = ("DejaVuSans", "Oblique")
        case .serif: (family, italicSuffix) = ("DejaVuSerif", "Italic")
        case .monospaced: (family, italicSuffix) = ("DejaVuSansMono", "Oblique")
        }
        var style = font.weight.isBold ? "Bold" : ""
        if font.isItalic { style += italicSuffix }
        var names = [style.isEmpty ? "\(family).ttf" : "\(family)-\(style).ttf"]
        if font.weight.isBold && font.isItalic { names.append("\(family)-Bold.ttf") }
        names.append("\(family).ttf")
        if family != "DejaVuSans" { names.append("DejaVuSans.ttf") }
        return names
    }
}
