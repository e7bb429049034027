import Geometry

/// An image inside a `Text`'s runs (`Text(Image(systemName: "star"))`, `Text("\(image) 4.5")`),
/// drawn as the same image is drawn on its own: an SF Symbol as `SymbolNode`'s placeholder, the
/// size of a symbol in the run's font and centred on its capital letters as a symbol sits in a
/// line, or a raster image at its pixel size with its bottom on the baseline, as SwiftUI draws an
/// image attachment (an asset missing from the catalog is left out of the runs, as it draws nothing).
public enum InlineImage: CustomStringConvertible {
    case symbol(String)
    case pixels(ImagePixels)

    /// A capital letter's height as a fraction of the font size (SF Pro's is 0.705): what a
    /// symbol is centred on, as SF Symbols line up with the capitals of the text around them.
    static let capHeight = 0.705

    /// The image's size in `font`, and how far it reaches below the baseline.
    func placement(in font: Font) -> (size: Size, descent: Double) {
        switch self {
        case .symbol:
            let side = SymbolNode.side(for: font)
            return (Size(width: side, height: side), side / 2 - font.size * Self.capHeight / 2)
        case .pixels(let pixels):
            return (Size(width: Double(pixels.width), height: Double(pixels.height)), 0)
        }
    }

    /// How a view's description shows it, as the interpolation that makes it.
    public var description: String {
        switch self {
        case .symbol(let name): "Image(systemName: \"\(name)\")"
        case .pixels(let pixels): "Image(\(pixels.width)×\(pixels.height))"
        }
    }

    /// Draws the image in `rect`; a symbol's placeholder takes the run's `foreground`.
    func draw(in rect: Rect, foreground: ShapeStyle, context: inout DrawingContext) throws {
        switch self {
        case .symbol: try SymbolNode.drawPlaceholder(in: rect, foreground: foreground, context: &context)
        case .pixels(let pixels):
            guard rect.width > 0, rect.height > 0 else { return }
            try context.image(pixels, in: rect)
        }
    }
}
