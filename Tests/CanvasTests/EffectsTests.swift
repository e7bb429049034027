import Geometry
import Testing
@testable import Canvas

/// Drawing effects as SwiftUI applies them: per leaf (opacity, blend mode, shadow) unless a
/// compositing group gathers the leaves; layers for blurs, colour effects and masks; and the
/// figure grown to show the ink they spread.
@Suite struct EffectsTests {
    func figure(_ view: View, _ proposal: Size? = Size(width: 200, height: 200)) throws -> DisplayList {
        try layoutFigure(view, proposedSize: proposal, description: "").displayList
    }

    static let square = Path(Rect(x: 0, y: 0, width: 40, height: 40))
    static var twoSquares: View {
        .zStack(alignment: .topLeading, children: [
            AnyShape.rectangle.fill(.color(.red)).frame(width: 40, height: 40),
            AnyShape.rectangle.fill(.color(.blue)).frame(width: 40, height: 40).offset(x: 20),
        ])
    }

    @Test func opacityFadesEachLeafSeparately() throws {
        // SwiftUI: the overlap of two half-transparent squares shows both.
        let list = try figure(Self.twoSquares.opacity(0.5).frame(width: 60, height: 40, alignment: .topLeading))
        #expect(list.items == [
            .fill(path: Self.square, paint: .solid(RGBA.red.withOpacity(0.5)), rule: .nonZero),
            .fill(path: Self.square.applying(Transform(translationX: 20, y: 0)), paint: .solid(RGBA.blue.withOpacity(0.5)), rule: .nonZero),
        ])
    }

    @Test func compositingGroupMakesOpacityApplyToTheWhole() throws {
        let list = try figure(Self.twoSquares.compositingGroup().opacity(0.5).frame(width: 60, height: 40, alignment: .topLeading))
        #expect(list.items == [
            .beginGroup(opacity: 0.5),
            .fill(path: Self.square, paint: .solid(.red), rule: .nonZero),
            .fill(path: Self.square.applying(Transform(translationX: 20, y: 0)), paint: .solid(.blue), rule: .nonZero),
            .endGroup,
        ])
    }

    @Test func shadowIsALayerAroundEachLeafAndGrowsTheFigure() throws {
        let view = View.vStack(spacing: 0, children: [
            AnyShape.rectangle.fill(.color(.red)).frame(width: 40, height: 40),
            AnyShape.rectangle.fill(.color(.blue)).frame(width: 40, height: 40),
        ]).shadow(color: .black, radius: 2, x: 3, y: 4)
        let list = try figure(view, nil)
        let shadow = Layer(filters: [.shadow(color: .black, radius: 2, x: 3, y: 4)])
        // One layer per leaf; the 3σ reach plus the offset: 6 − 3 = 3 left, 6 − 4 = 2 up, 9 right, 10 down.
        #expect(list.items.filter { $0 == .beginLayer(shadow) }.count == 2)
        #expect(list.size == Size(width: 3 + 40 + 9, height: 2 + 80 + 10))
        guard case .fill(let path, _, _)? = list.items.first(where: { if case .fill = $0 { true } else { false } }) else {
            Issue.record("no fill"); return
        }
        #expect(path == Self.square.applying(Transform(translationX: 3, y: 2)))
    }

    @Test func shadowOutsideAClipShadowsTheClippedLeaf() throws {
        // The clip goes inside the shadow's layer, so the shadow is the clipped circle's.
        let view = AnyShape.rectangle.fill(.color(.red)).frame(width: 40, height: 40).clipShape(.circle).shadow(radius: 1)
        let items = try figure(view, nil).items
        guard case .beginLayer(let layer) = items.first, case .beginClip = items.dropFirst().first else {
            Issue.record("expected a layer around a clip: \(items)"); return
        }
        #expect(layer.filters.count == 1)
        #expect(items.last == .endGroup)
    }

    @Test func blurIsOneLayerForTheWholeView() throws {
        let items = try figure(Self.twoSquares.blur(radius: 3).frame(width: 60, height: 40, alignment: .topLeading)).items
        #expect(items.first == .beginLayer(Layer(filters: [.blur(radius: 3)])))
        #expect(items.count == 4)
    }

    @Test func effectsScaleWithTheTransformAroundThem() throws {
        let view = AnyShape.rectangle.fill(.color(.red)).frame(width: 10, height: 10).shadow(color: .black, radius: 1, x: 2, y: 0)
            .rotationEffect(.degrees(90)).scaleEffect(2)
        guard case .beginLayer(let layer) = try figure(view, nil).items.first,
              case .shadow(_, let radius, let x, let y) = layer.filters.first else { Issue.record("no shadow"); return }
        #expect(abs(radius - 2) < 1e-12)
        #expect(abs(x) < 1e-9 && abs(y - 4) < 1e-9)  // turned a quarter: right becomes down
    }

    @Test func colourEffectsAreMatrixLayers() throws {
        let items = try figure(AnyShape.circle.fill(.color(.red)).frame(width: 10, height: 10).colorEffect(.grayscale(1))).items
        #expect(items.first == .beginLayer(Layer(filters: [.colorMatrix(.grayscale(1))])))
    }

    @Test func blendModeWrapsEachLeaf() throws {
        let items = try figure(Self.twoSquares.blendMode(.multiply).frame(width: 60, height: 40, alignment: .topLeading)).items
        #expect(items.filter { $0 == .beginLayer(Layer(blendMode: .multiply)) }.count == 2)
    }

    @Test func maskDrawsTheMaskViewInTheMaskedFrame() throws {
        let view = AnyShape.rectangle.fill(.color(.red)).frame(width: 40, height: 20)
            .mask(AnyShape.circle.fill(.color(.black)).frame(width: 10, height: 10), alignment: .trailing)
        let items = try figure(view, nil).items
        guard case .beginLayer(let layer) = items.first, let mask = layer.mask else { Issue.record("no mask"); return }
        guard mask.count == 1, case .fill(let circle, .solid(.black), .nonZero) = mask[0] else { Issue.record("mask: \(mask)"); return }
        #expect(circle.boundingRect == Rect(x: 30, y: 5, width: 10, height: 10))
        #expect(items.dropFirst().first == .fill(path: Path(Rect(x: 0, y: 0, width: 40, height: 20)), paint: .solid(.red), rule: .nonZero))
    }

    @Test func aClipKeepsTheFigureFromGrowing() throws {
        let list = try figure(AnyShape.circle.stroke(.color(.red), lineWidth: 10).frame(width: 50, height: 50).clipped(), nil)
        #expect(list.size == Size(width: 50, height: 50))
        let unclipped = try figure(AnyShape.circle.stroke(.color(.red), lineWidth: 10).frame(width: 50, height: 50), nil)
        #expect(unclipped.size == Size(width: 60, height: 60))  // a circle's stroke reaches exactly half the width out
    }

    @Test func zeroOpacityDrawsNothingAndEmptyLayersVanish() throws {
        #expect(try figure(Self.twoSquares.opacity(0)).items.isEmpty)
        #expect(try figure(View.empty.blur(radius: 2)).items.isEmpty)
    }

    @Test func nonFiniteEffectsAreErrors() {
        #expect(throws: CanvasError.self) { try figure(AnyShape.circle.view.blur(radius: .nan)) }
        #expect(throws: CanvasError.self) { try figure(AnyShape.circle.view.shadow(radius: .infinity)) }
        #expect(throws: CanvasError.self) { try figure(AnyShape.circle.view.colorEffect(.brightness(.nan))) }
    }
}
