import Canvas
import Geometry
import Testing
@testable import Language

/// The effect modifiers, masks and `Canvas { context, size in … }` through the language: each
/// cell's display list holds the layer, mask or drawing SwiftUI's code asks for.
@Suite struct EffectBindingTests {
    func items(_ source: String) throws -> [DisplayItem] {
        try Runner().items(source)
    }

    func layers(_ source: String) throws -> [Layer] {
        try items(source).compactMap { if case .beginLayer(let layer) = $0 { layer } else { nil } }
    }

    @Test func shadowTakesSwiftUIsDefaultsAndArguments() throws {
        #expect(try layers("Circle().fill(.red).frame(width: 20, height: 20).shadow(radius: 3)")
            == [Layer(filters: [.shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 3, x: 0, y: 0)])])
        #expect(try layers("Circle().frame(width: 20, height: 20).shadow(color: .blue.opacity(0.5), radius: 2, x: 1, y: 4)")
            == [Layer(filters: [.shadow(color: RGBA.blue.withOpacity(0.5), radius: 2, x: 1, y: 4)])])
    }

    @Test func blurAndColourEffectsAreLayers() throws {
        #expect(try layers("Circle().frame(width: 20, height: 20).blur(radius: 2)") == [Layer(filters: [.blur(radius: 2)])])
        let colour = try layers("""
            Circle().frame(width: 20, height: 20).brightness(0.2).contrast(1.5).saturation(0.5).grayscale(0.3)
                .hueRotation(.degrees(45)).colorInvert().luminanceToAlpha().colorMultiply(.red)
            """)
        #expect(colour.flatMap(\.filters) == [
            .colorMatrix(.colorMultiply(.red)), .colorMatrix(.luminanceToAlpha), .colorMatrix(.colorInvert),
            .colorMatrix(.hueRotation(.degrees(45))), .colorMatrix(.grayscale(0.3)), .colorMatrix(.saturation(0.5)),
            .colorMatrix(.contrast(1.5)), .colorMatrix(.brightness(0.2)),
        ])
    }

    @Test func blendModesAndCompositingGroups() throws {
        #expect(try layers("Circle().frame(width: 20, height: 20).blendMode(.multiply)") == [Layer(blendMode: .multiply)])
        #expect(try layers("Circle().frame(width: 20, height: 20).blendMode(BlendMode.screen)") == [Layer(blendMode: .screen)])
        let grouped = try items("""
            ZStack { Circle().fill(.red); Circle().fill(.blue).offset(x: 10) }
                .frame(width: 30, height: 30).compositingGroup().opacity(0.5)
            """)
        #expect(grouped.first == .beginGroup(opacity: 0.5))
        #expect(grouped.count == 4)
        let drawing = try items("ZStack { Circle(); Circle().offset(x: 10) }.frame(width: 30, height: 30).drawingGroup().opacity(0.5)")
        #expect(drawing.first == .beginGroup(opacity: 0.5))
        let runner = Runner()
        #expect(runner.text("Circle().blendMode(.sideways)").contains("has no member 'sideways'"))
    }

    @Test func masksTakeAViewOrABuilder() throws {
        for source in ["Rectangle().frame(width: 40, height: 20).mask { Circle() }",
                       "Rectangle().frame(width: 40, height: 20).mask(alignment: .leading) { Circle().frame(width: 20, height: 20) }",
                       "Rectangle().frame(width: 40, height: 20).mask(Text(\"Hi\"))"] {
            let layers = try layers(source)
            #expect(layers.count == 1 && layers[0].mask?.isEmpty == false, "\(source)")
        }
    }

    @Test func canvasDrawsWithItsGraphicsContext() throws {
        let drawn = try items("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .color(.red))
                var faded = context
                faded.opacity = 0.5
                faded.translateBy(x: 10, y: 20)
                faded.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue), lineWidth: 2)
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)),
                             with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
            }
            .frame(width: 60, height: 40)
            """)
        #expect(drawn.first == .beginClip(path: Path(Rect(x: 0, y: 0, width: 60, height: 40)), rule: .nonZero))
        #expect(drawn[1] == .fill(path: Path(Rect(x: 0, y: 0, width: 30, height: 10)), paint: .solid(.red), rule: .nonZero))
        #expect(drawn[2] == .stroke(path: Path(Rect(x: 10, y: 20, width: 5, height: 5)), paint: .solid(RGBA.blue.withOpacity(0.5)),
                                    style: StrokeStyle(lineWidth: 2)))
        guard case .fill(_, .linearGradient(_, let start, let end), _) = drawn[3] else { Issue.record("no gradient: \(drawn)"); return }
        #expect(start == Point(x: 0, y: 0) && end == Point(x: 10, y: 0))
    }

    @Test func canvasSettingsStillWork() throws {
        let runner = Runner()
        runner.run("Canvas.size = CGSize(width: 50, height: 30)")
        #expect(runner.text("print(Canvas.size)") == "" && runner.host.printed == "(50, 30)\n")
        let figure = try #require(runner.figure("Canvas { context, size in context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red)) }"))
        #expect(figure.displayList.size == Size(width: 50, height: 30))
    }

    @Test func graphicsContextFiltersStateAndLayers() throws {
        let drawn = try items("""
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .purple))
                context.addFilter(.blur(radius: 4))
                context.drawLayer { layer in
                    layer.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 30, height: 30)), with: .color(.black))
                    layer.fill(Path(ellipseIn: CGRect(x: 35, y: 15, width: 25, height: 25)), with: .color(.black))
                }
                context.blendMode = .screen
                context.rotate(by: .degrees(90))
                context.addFilter(.shadow(color: .black, radius: 2, x: 1, y: 1))
                context.clip(to: Path(CGRect(x: 0, y: -60, width: 40, height: 60)))
                context.draw(Text("A"), at: CGPoint(x: 20, y: -30))
            }
            .frame(width: 80, height: 60)
            """)
        let layers = drawn.compactMap { if case .beginLayer(let layer) = $0 { layer } else { nil } }
        // The filter added last runs first: blur, then the threshold (the metaball idiom).
        #expect(layers.first?.filters == [.blur(radius: 4), .alphaThreshold(min: 0.5, max: 1, color: .purple)])
        guard let last = layers.last, case .shadow(_, _, let x, let y)? = last.filters.first else { Issue.record("\(layers)"); return }
        #expect(last.blendMode == .screen)
        #expect(abs(x + 1) < 1e-9 && abs(y - 1) < 1e-9)  // (1, 1) turned a quarter clockwise
        #expect(drawn.contains { if case .beginClip = $0 { true } else { false } })
    }

    @Test func clipShapeTakesAnyShapeAndClippedTheFrame() throws {
        let diamond = try items("""
            struct Diamond: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                        p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
                        p.closeSubpath()
                    }
                }
            }
            Color.orange.frame(width: 60, height: 40).clipShape(Diamond())
            """)
        guard case .beginClip(let path, .nonZero) = diamond.first else { Issue.record("\(diamond)"); return }
        #expect(path.elements.count == 5 && path.boundingRect == Rect(x: 0, y: 0, width: 60, height: 40))
        let clipped = try items("Circle().stroke(lineWidth: 10).frame(width: 40, height: 40).clipped()")
        #expect(clipped.first == .beginClip(path: Path(Rect(x: 0, y: 0, width: 40, height: 40)), rule: .nonZero))
    }

    @Test func badGraphicsContextArgumentsAreErrors() {
        let runner = Runner()
        #expect(runner.text("Canvas { c, s in c.fill(Path(), with: .sparkle) }").contains("has no member 'sparkle'"))
        #expect(runner.text("Canvas { c, s in c.addFilter(.wobble(3)) }").contains("has no member 'wobble'"))
        #expect(runner.text("Canvas { c, s in c.opacity = \"x\" }").starts(with: "error"))
        #expect(runner.text("Canvas { c, s in c.addFilter(.blur(radius: .infinity)) }").starts(with: "error"))
    }
}
