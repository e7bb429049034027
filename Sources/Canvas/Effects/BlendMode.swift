/// How a layer's colours combine with what is already drawn below it: SwiftUI's `BlendMode`.
///
/// The first sixteen are the blend modes of the W3C's *Compositing and Blending Level 1*
/// (`mix-blend-mode`), with its formulas: a blend function B(Cb, Cs) of the straight backdrop and
/// source colours, mixed in as `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)` on premultiplied
/// colour, `αo = αs + αb·(1 − αs)`. The last five are Porter–Duff operators and Core Graphics'
/// additive modes, on premultiplied colour `c` and alpha `α` (source s, backdrop b):
/// - `sourceAtop`: `co = cs·αb + cb·(1 − αs)`, `αo = αb`;
/// - `destinationOver`: `co = cs·(1 − αb) + cb`, `αo = αs·(1 − αb) + αb`;
/// - `destinationOut`: `co = cb·(1 − αs)`, `αo = αb·(1 − αs)`;
/// - `plusLighter`: `co = min(1, cs + cb)`, `αo = min(1, αs + αb)`;
/// - `plusDarker`: `αo = αs + αb·(1 − αs)`, `co = max(0, αo − (αs − cs) − (αb − cb))` (Core
///   Graphics' `1 − ((1 − D) + (1 − S))` for opaque colours).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The CSS `mix-blend-mode` keyword, for the sixteen W3C modes and `plus-lighter` (CSS
    /// Compositing Level 2); nil for the Porter–Duff modes and `plusDarker`, which CSS lacks.
    public var cssName: String? {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        }
    }
}
