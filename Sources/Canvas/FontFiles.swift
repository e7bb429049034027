/// Which font file draws each `Font`: a family per SwiftUI design, from Debian packages.
///
/// Apple's faces (SF Pro, SF Rounded, SF Mono, New York) are not free to ship, so each design uses
/// the Debian font that looks closest:
/// - `.default`: DejaVu Sans (`fonts-dejavu-core`), the font every figure so far was drawn with;
///   regular and bold only.
/// - `.rounded`: Quicksand (`fonts-quicksand`): rounded stroke ends and round dots like SF
///   Rounded's, in light, regular, medium and bold. (Comfortaa is rounder but geometric and
///   quirky; Dosis and Eurofurence are condensed.)
/// - `.monospaced`: JetBrains Mono (`fonts-jetbrains-mono`): a neutral sans mono with a tall
///   x-height and plain, squarish curves, as SF Mono; every weight from thin to extra bold, with
///   italics. (Hack and DejaVu Sans Mono are Menlo's family, the face SF Mono replaced; IBM Plex
///   Mono has slab serifs.)
/// - `.serif`: Caladea (`fonts-crosextra-caladea`): a transitional serif drawn for screens, with
///   moderate contrast, sturdy serifs and a large x-height, as New York; regular, bold and
///   italics, and New York's line spacing of about 1.2 em. (Charis SIL looks as close but sets
///   lines 1.64 em apart; Noto Serif's package is a hundred times the size; EB Garamond is old-style.)
/// A missing family falls back to DejaVu, so a machine without the packages still draws text.
enum FontFiles {
    /// One family: where its files are and the file for each weight and slant.
    struct Family: Sendable {
        var directory: String
        /// The file name for a weight and italic flag, best first (nil when the family has no such style).
        var file: @Sendable (Font.Weight, Bool) -> String?
    }

    static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"

    static let dejaVuSans = Family(directory: dejaVuDirectory) { weight, italic in
        "DejaVuSans" + suffix(bold: weight.isBold, italic: italic, italicName: "Oblique") + ".ttf"
    }
    static let dejaVuSerif = Family(directory: dejaVuDirectory) { weight, italic in
        "DejaVuSerif" + suffix(bold: weight.isBold, italic: italic, italicName: "Italic") + ".ttf"
    }
    static let dejaVuMono = Family(directory: dejaVuDirectory) { weight, italic in
        "DejaVuSansMono" + suffix(bold: weight.isBold, italic: italic, italicName: "Oblique") + ".ttf"
    }

    static let quicksand = Family(directory: "/usr/share/fonts/truetype/quicksand") { weight, italic in
        guard !italic else { return nil }
        let style = switch weight {
        case .ultraLight, .thin, .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold, .bold, .heavy, .black: "Bold"
        }
        return "Quicksand-\(style).ttf"
    }

    static let jetBrainsMono = Family(directory: "/usr/share/fonts/truetype/jetbrains-mono") { weight, italic in
        let style = switch weight {
        case .ultraLight: "ExtraLight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: ""
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy, .black: "ExtraBold"
        }
        let name = style + (italic ? "Italic" : "")
        return "JetBrainsMono-\(name.isEmpty ? "Regular" : name).ttf"
    }

    static let caladea = Family(directory: "/usr/share/fonts/truetype/crosextra") { weight, italic in
        let style = (weight.isBold ? "Bold" : "") + (italic ? "Italic" : "")
        return "Caladea-\(style.isEmpty ? "Regular" : style).ttf"
    }

    /// "-Bold", "-Oblique", "-BoldOblique" or nothing, as DejaVu names its files.
    private static func suffix(bold: Bool, italic: Bool, italicName: String) -> String {
        let style = (bold ? "Bold" : "") + (italic ? italicName : "")
        return style.isEmpty ? "" : "-" + style
    }

    /// The families for a design, preferred first; DejaVu last as the fallback.
    static func families(for design: Font.Design) -> [Family] {
        switch design {
        case .default: [dejaVuSans]
        case .rounded: [quicksand, dejaVuSans]
        case .monospaced: [jetBrainsMono, dejaVuMono, dejaVuSans]
        case .serif: [caladea, dejaVuSerif, dejaVuSans]
        }
    }

    /// The font files for `font`, best first: the design's family in the exact style, then upright,
    /// then regular; then the same in each fallback family.
    static func paths(for font: Font) -> [String] {
        var paths: [String] = []
        for path in familyPaths(for: font).joined() where !paths.contains(path) { paths.append(path) }
        return paths
    }

    /// `paths(for:)` by family: each family of the font's design with its files for the font,
    /// best first (the exact style, then upright, then regular).
    static func familyPaths(for font: Font) -> [[String]] {
        families(for: font.design).map { family in
            var paths: [String] = []
            let styles = [(font.weight, font.isItalic), (font.weight, false), (.regular, false)]
            for (weight, italic) in styles {
                guard let file = family.file(weight, italic) else { continue }
                let path = family.directory + "/" + file
                if !paths.contains(path) { paths.append(path) }
            }
            return paths
        }
    }
}
