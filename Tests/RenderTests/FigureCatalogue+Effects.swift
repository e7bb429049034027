import Canvas
import Foundation
import Geometry

extension FigureCatalogue {
    /// Layers (`DisplayItem.beginLayer`): blurs, drop and inner shadows, colour matrices, alpha
    /// thresholds, masks and blend modes, each against rsvg-convert's drawing of the SVG
    /// filters, masks and `mix-blend-mode` that Render writes for them.
    ///
    /// Blur radii stay between 2 and 16 device pixels here. rsvg 2.54 approximates a Gaussian
    /// by three box blurs (the SVG specification's suggestion) from σ = 2 px, within a level or
    /// two of the true one, which Render computes (GaussianBlurTests checks it against the
    /// closed form); over a wide blur those levels add up past the mean bound. Below 2 px rsvg's
    /// kernel is narrower than the Gaussian: at σ = 1.2 px its edge rises from 6/255 to 228/255
    /// in 3 px where the Gaussian takes 5.
    static let effects: [Entry] = {
        func entry(_ name: String, size: Size = Size(width: 150, height: 150), background: RGBA = .clear,
                   _ items: [DisplayItem]) -> Entry {
            Entry(name: name, figure: Figure(displayList: DisplayList(size: size, background: background, items: items),
                                             scale: 2, description: name))
        }
        func layer(_ layer: Layer, _ items: [DisplayItem]) -> [DisplayItem] { [.beginLayer(layer)] + items + [.endGroup] }
        func fill(_ path: Path, _ color: RGBA) -> DisplayItem { .fill(path: path, paint: .solid(color), rule: .nonZero) }
        let card = Path(roundedRect: Rect(x: 30, y: 30, width: 90, height: 80), cornerRadius: 14)
        let smallStar = TestShapes.star(points: 5, center: Point(x: 75, y: 75), outerRadius: 45, innerRadius: 19)
        let rainbow = Paint.linearGradient(stops: [GradientStop(color: coral, location: 0), GradientStop(color: gold, location: 0.5),
                                                   GradientStop(color: teal, location: 1)],
                                           start: Point(x: 0, y: 0), end: Point(x: 150, y: 0))
        // Four swatches per colour figure: the rainbow, a translucent ink disc over it, a gold star.
        func swatch(_ origin: Point) -> [DisplayItem] {
            [.fill(path: TestShapes.rectangle(Rect(x: origin.x, y: origin.y, width: 60, height: 60)), paint: rainbow, rule: .nonZero),
             fill(Path(ellipseIn: Rect(x: origin.x + 8, y: origin.y + 8, width: 44, height: 44)), ink.withOpacity(0.6)),
             fill(TestShapes.star(points: 5, center: Point(x: origin.x + 30, y: origin.y + 32), outerRadius: 14, innerRadius: 6), gold)]
        }
        func colorGrid(_ matrices: [ColorMatrix]) -> [DisplayItem] {
            matrices.enumerated().flatMap { index, matrix in
                let origin = Point(x: 10 + Double(index % 2) * 70, y: 10 + Double(index / 2) * 70)
                return layer(Layer(filters: [.colorMatrix(matrix)]), swatch(origin))
            }
        }
        var entries: [Entry] = [
            entry("effect-blur", layer(Layer(filters: [.blur(radius: 4)]), [fill(smallStar, coral)])),
            entry("effect-blur-wide", layer(Layer(filters: [.blur(radius: 8)]), [fill(hexagon, teal), fill(smallStar, gold)])),
            entry("effect-blur-small", layer(Layer(filters: [.blur(radius: 1.25)]), [
                .stroke(path: zigzag, paint: .solid(ink), style: StrokeStyle(lineWidth: 3)),
            ])),
            entry("effect-shadow", background: .white,
                  layer(Layer(filters: [.shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 5, x: 4, y: 6)]),
                        [fill(card, gold)])),
            entry("effect-shadow-coloured", layer(Layer(filters: [.shadow(color: coral, radius: 3, x: -6, y: 5)]), [
                .stroke(path: smallStar, paint: .solid(ink), style: StrokeStyle(lineWidth: 4, lineJoin: .round)),
            ])),
            entry("effect-shadow-then-blur", layer(Layer(filters: [.shadow(color: ink, radius: 2, x: 5, y: 5), .blur(radius: 1.5)]),
                                                   [fill(circle, gold)])),
            entry("effect-inner-shadow", background: .white,
                  layer(Layer(filters: [.innerShadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.6), radius: 4, x: 3, y: 4)]),
                        [fill(card, teal), fill(Path(ellipseIn: Rect(x: 55, y: 45, width: 40, height: 40)), gold)])),
            entry("effect-color-brightness-contrast", colorGrid([.identity, .brightness(0.3), .contrast(0.4), .contrast(1.8)])),
            entry("effect-color-saturation-grayscale", colorGrid([.saturation(0.3), .saturation(1.8), .grayscale(1), .grayscale(0.5)])),
            entry("effect-color-hue-invert", colorGrid([.hueRotation(.degrees(90)), .hueRotation(.degrees(200)), .colorInvert,
                                                        .luminanceToAlpha])),
            entry("effect-color-multiply", colorGrid([.colorMultiply(RGBA(red: 1, green: 0.5, blue: 0.2, alpha: 1)),
                                                      .colorMultiply(RGBA(red: 0.3, green: 0.6, blue: 1, alpha: 0.5))])),
            entry("effect-mask", [
                .beginLayer(Layer(mask: [
                    .fill(path: circle, paint: .radialGradient(stops: [GradientStop(color: .black, location: 0.3),
                                                                       GradientStop(color: .clear, location: 1)],
                                                               center: Point(x: 75, y: 75), startRadius: 0, endRadius: 60), rule: .nonZero),
                ])),
                .fill(path: TestShapes.rectangle(Rect(x: 0, y: 0, width: 150, height: 150)), paint: rainbow, rule: .nonZero),
                fill(smallStar, ink),
                .endGroup,
            ]),
            entry("effect-mask-of-blur", layer(Layer(mask: layer(Layer(filters: [.blur(radius: 6)]), [fill(smallStar, .black)])),
                                               [fill(hexagon, coral)])),
            entry("effect-blur-in-clip", [
                .beginClip(path: TestShapes.rectangle(Rect(x: 20, y: 20, width: 110, height: 70)), rule: .nonZero),
            ] + layer(Layer(opacity: 0.8, filters: [.blur(radius: 5)]), [fill(circle, teal)]) + [.endClip]),
            entry("effect-alpha-threshold", layer(Layer(filters: [.blur(radius: 8), .alphaThreshold(min: 0.5, max: 1, color: ink)]), [
                fill(Path(ellipseIn: Rect(x: 25, y: 40, width: 60, height: 60)), .black),
                fill(Path(ellipseIn: Rect(x: 75, y: 50, width: 50, height: 50)), .black),
            ])),
        ]
        // The sixteen W3C blend modes, each a disc over a two-colour backdrop.
        let modes: [BlendMode] = [.multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
                                  .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity, .normal]
        var blends: [DisplayItem] = []
        for (index, mode) in modes.enumerated() {
            let origin = Point(x: 6 + Double(index % 4) * 48, y: 6 + Double(index / 4) * 48)
            blends.append(.fill(path: TestShapes.rectangle(Rect(x: origin.x, y: origin.y, width: 44, height: 44)), paint: rainbow, rule: .nonZero))
            blends.append(fill(TestShapes.rectangle(Rect(x: origin.x, y: origin.y + 30, width: 44, height: 14)), ink))
            blends += layer(Layer(blendMode: mode), [fill(Path(ellipseIn: Rect(x: origin.x + 6, y: origin.y + 6, width: 32, height: 32)),
                                                          RGBA(red: 0.35, green: 0.55, blue: 0.95, alpha: 0.85))])
        }
        entries.append(entry("effect-blend-modes", size: Size(width: 198, height: 198), background: .white, blends))
        // The Porter–Duff modes, each in an isolated group: a star cut out of a square, a square
        // slid under a disc, a square painted only onto a disc.
        func panel(_ x: Double) -> Rect { Rect(x: x, y: 15, width: 70, height: 70) }
        let porterDuff: [DisplayItem] =
            layer(Layer(), [fill(TestShapes.rectangle(panel(10)), coral)]
                  + layer(Layer(blendMode: .destinationOut), [fill(TestShapes.star(points: 5, center: Point(x: 45, y: 52), outerRadius: 32, innerRadius: 13), .black)]))
            + layer(Layer(), [fill(Path(ellipseIn: panel(95)), teal)]
                    + layer(Layer(blendMode: .destinationOver), [fill(TestShapes.rectangle(panel(115).offsetBy(dx: 0, dy: 20)), gold)]))
            + layer(Layer(), [fill(Path(ellipseIn: panel(180)), ink)]
                    + layer(Layer(blendMode: .sourceAtop), [fill(TestShapes.rectangle(Rect(x: 215, y: 0, width: 60, height: 100)), coral)]))
        entries.append(entry("effect-porter-duff", size: Size(width: 260, height: 100), background: .white, porterDuff))
        // Adding light: two translucent discs and a gold square, each added to what is below.
        let plusLighter: [DisplayItem] = [fill(TestShapes.rectangle(Rect(x: 10, y: 10, width: 60, height: 60)), ink)]
            + layer(Layer(blendMode: .plusLighter), [fill(Path(ellipseIn: Rect(x: 30, y: 30, width: 70, height: 70)), coral.withOpacity(0.8))])
            + layer(Layer(blendMode: .plusLighter), [fill(Path(ellipseIn: Rect(x: 60, y: 50, width: 70, height: 70)), teal.withOpacity(0.7))])
        entries.append(entry("effect-plus-lighter", plusLighter))
        return entries
    }()
}
