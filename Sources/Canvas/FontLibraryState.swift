internal import CFreeType
import Foundation
import Geometry

/// The FreeType library and its loaded faces: only ever touched under `FontLibrary`'s mutex.
struct FontLibraryState: ~Copyable {
    private var library: FT_Library?
    private var initError: CanvasError?
    private var faces: [String: FontFace] = [:]
    /// The colour emoji face, once looked for (nil inside when it is not installed).
    private var emoji: EmojiFace??

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
        if case let face?? = emoji { face.release() }
        if let library { FT_Done_FreeType(library) }
    }

    /// The face for `font`, loaded on first use: the first of `FontFiles.paths(for:)` that is
    /// installed (a variant falls back to the family's regular face, then to DejaVu Sans).
    mutating func face(for font: Font) throws -> FontFace {
        if let initError { throw initError }
        let candidates = FontFiles.paths(for: font)
        for path in candidates {
            if let face = faces[path] { return face }
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let face = try FontFace(library: library, path: path, fileName: path)
            faces[path] = face
            return face
        }
        throw CanvasError("Text needs the DejaVu fonts (install Debian's fonts-dejavu-core); "
            + "none of \(candidates.joined(separator: ", ")) is installed")
    }

    /// The faces a character `face(for:)` lacks is looked for in, in order: the installed face of
    /// each family of the font's design after the one `face(for:)` chose (DejaVu Sans after
    /// Quicksand for a rounded font), as Core Text falls back to another font for a character
    /// the chosen one has no glyph for.
    mutating func fallbackFaces(for font: Font) throws -> [FontFace] {
        let primary = try face(for: font).fileName
        var fallbacks: [FontFace] = []
        var passedPrimary = false
        for family in FontFiles.familyPaths(for: font) {
            if family.contains(primary) {
                passedPrimary = true
                continue
            }
            guard passedPrimary, let path = family.first(where: { FileManager.default.fileExists(atPath: $0) }) else { continue }
            if let face = faces[path] {
                fallbacks.append(face)
                continue
            }
            let face = try FontFace(library: library, path: path, fileName: path)
            faces[path] = face
            fallbacks.append(face)
        }
        return fallbacks
    }

    /// The colour emoji face (`EmojiFace`), loaded on first use; nil when it is not installed.
    mutating func emojiFace() -> EmojiFace? {
        if let emoji { return emoji }
        let face = initError == nil ? EmojiFace(library: library) : nil
        emoji = .some(face)
        return face
    }
}
