/// An `Image` inside a `Text`'s string: `Text(image)` and a `LocalizedStringKey` literal's
/// `\(image)` (SwiftUI's `appendInterpolation(_ image: Image)`) put a token in the text where
/// the image goes, and the view bridge draws it there as an image run (`InlineImage`). The token
/// is private-use characters around the image's source, so the `Text` keeps its one string.
enum InlineImageToken {
    static let start: Character = "\u{E000}"
    static let end: Character = "\u{E001}"

    /// A piece of a text: characters, or the image a token names.
    enum Piece: Equatable {
        case text(String)
        /// An SF Symbol by name, a PNG file's path or an http(s) URL; an empty file is an asset
        /// missing from the catalog.
        case image(file: String, symbol: String, isURL: Bool)
    }

    /// The token for the `Image` whose stored properties are `fields` (file, symbol, resizable, isURL).
    static func token(_ fields: [Value], line: Int) throws -> String {
        guard fields.count >= 4, let file = fields[0].unboxed.stringValue, let symbol = fields[1].unboxed.stringValue,
              let isURL = fields[3].unboxed.boolValue else { throw RuntimeError("malformed Image", line: line) }
        let kind = !symbol.isEmpty ? "s" : isURL ? "u" : "f"
        return "\(start)\(kind)\(symbol.isEmpty ? file : symbol)\(end)"
    }

    /// The pieces of `string`, nil when it holds no token (a plain text). A start without its
    /// end, or of an unknown kind, stays as characters.
    static func pieces(_ string: String) -> [Piece]? {
        guard string.contains(start) else { return nil }
        var pieces: [Piece] = []
        var rest = Substring(string)
        while let open = rest.firstIndex(of: start) {
            let inside = rest[rest.index(after: open)...]
            guard let close = inside.firstIndex(of: end), let kind = inside.first, "sfu".contains(kind) else { break }
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            let name = String(inside[inside.index(after: inside.startIndex)..<close])
            pieces.append(kind == "s" ? .image(file: "", symbol: name, isURL: false) : .image(file: name, symbol: "", isURL: kind == "u"))
            rest = inside[inside.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }
}
