import Canvas
import Foundation

/// What a figure's colours ask of the page behind it: whether it reads on a dark page.
///
/// Figures are transparent and SwiftUI's colours are drawn in their light appearance, so ink such
/// as black, navy or `Color.primary` disappears on a dark page (JupyterLab's dark theme). A colour
/// is *dark ink* when, drawn on a dark page (`darkPage`, JupyterLab's dark background), its
/// WCAG contrast against that page is below 3:1 (the WCAG minimum for graphics). Semantic colours
/// (`Color.primary`, `.secondary`, the default foreground) are counted apart: the SVG lets them
/// follow the page, the PNG and PDF cannot.
public struct PageContrast: Sendable, Equatable {
    /// The figure has an opaque background of its own and needs nothing of the page.
    public var hasOpaqueBackground: Bool
    /// Some fixed colour (not semantic) reads poorly on a dark page.
    public var hasDarkFixedInk: Bool
    /// Some ink is a semantic colour.
    public var hasSemanticInk: Bool

    /// JupyterLab's dark theme page (`--jp-layout-color0`).
    public static let darkPage = RGBA(red: 17 / 255, green: 17 / 255, blue: 17 / 255)

    /// The contrast needs of `list`'s colours (solid paints, gradient stops and alpha-threshold
    /// colours; images are taken to carry their own background, masks draw no colour).
    public init(_ list: DisplayList) {
        hasOpaqueBackground = list.background.alpha >= 1
        hasDarkFixedInk = false
        hasSemanticInk = false
        for item in list.items {
            switch item {
            case .fill(_, let paint, _), .stroke(_, let paint, _): note(paint)
            case .beginLayer(let layer):
                // An alpha threshold paints its colour where the layer is (the metaballs of a
                // Canvas). A shadow is shade, not ink: it fades on a dark page as SwiftUI's do.
                for case .alphaThreshold(_, _, let color) in layer.filters { note(color) }
            default: break
            }
        }
    }

    /// The PNG (and PDF) draw semantic colours in their light appearance: they need a light page
    /// when they have any dark ink, semantic or fixed, and no background of their own.
    public var pngNeedsLightPage: Bool { !hasOpaqueBackground && (hasDarkFixedInk || hasSemanticInk) }

    /// The SVG lets semantic colours follow the page: it needs a light page only for fixed dark ink.
    public var svgNeedsLightPage: Bool { !hasOpaqueBackground && hasDarkFixedInk }

    private mutating func note(_ paint: Paint) {
        switch paint {
        case .solid(let color): note(color)
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            for stop in stops { note(stop.color) }
        case .image: break
        case .transformed(let inner, _): note(inner)
        }
    }

    private mutating func note(_ color: RGBA) {
        guard color.alpha > 0 else { return }
        if color.semantic != nil {
            hasSemanticInk = true
        } else if Self.contrast(Self.composited(color, over: Self.darkPage), Self.darkPage) < 3 {
            hasDarkFixedInk = true
        }
    }

    /// WCAG 2 contrast ratio of two opaque colours: (L₁ + 0.05) / (L₂ + 0.05), lighter over darker.
    public static func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (relativeLuminance(a), relativeLuminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG 2 relative luminance of an sRGB colour (its alpha ignored).
    public static func relativeLuminance(_ color: RGBA) -> Double {
        func linear(_ c: Double) -> Double {
            let v = c.clampedToUnit
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `color` drawn source-over on the opaque `page`.
    static func composited(_ color: RGBA, over page: RGBA) -> RGBA {
        let a = color.alpha.clampedToUnit
        return RGBA(red: color.red * a + page.red * (1 - a), green: color.green * a + page.green * (1 - a),
                    blue: color.blue * a + page.blue * (1 - a))
    }
}
