import Foundation
import Testing
@testable import Lang

/// What paths measure and how they combine in Lang (`Prelude.pathMeasures`), against closed-form
/// geometry; the notebooks' random shapes, `tint` and a preview's builder body against the old
/// language's display lists.
@Suite struct PathMeasuresTests {
    /// A 100-point square and the disc of radius 50 centred on its right edge.
    static let square = "let a = Path(CGRect(x: 0, y: 0, width: 100, height: 100))\n"
        + "let c = Path(ellipseIn: CGRect(x: 50, y: 0, width: 100, height: 100))\n"

    /// The printed numbers of `cell`, run after the square and the disc.
    func numbers(_ cell: String) -> [Double] {
        let result = Lang.Session().run(Self.square + cell)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        return result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
    }

    @Test func measuresAreClosedForm() {
        let halfDisc = Double.pi * 50 * 50 / 2
        let measured = numbers("print(a.area, a.length, a.trimmedPath(from: 0, to: 0.5).length, c.length)")
        #expect(measured.count == 4)
        guard measured.count == 4 else { return }
        #expect(abs(measured[0] - 10_000) < 1e-6)
        #expect(abs(measured[1] - 400) < 1e-6)
        #expect(abs(measured[2] - 200) < 1e-6)
        #expect(abs(measured[3] - 100 * Double.pi) < 0.1)
        // Set operations flatten curves within 0.01 pt, so the areas are within a fraction of a point².
        let areas = numbers("print(a.union(c).area, a.intersection(c).area, a.subtracting(c).area, a.symmetricDifference(c).area, Path(a.cgPath.union(c.cgPath)).area)")
        #expect(areas.count == 5)
        guard areas.count == 5 else { return }
        for (area, expected) in zip(areas, [10_000 + halfDisc, halfDisc, 10_000 - halfDisc, 10_000, 10_000 + halfDisc]) {
            #expect(abs(area - expected) < 1, "\(areas)")
        }
    }

    @Test func svgDataAndSwiftCodeRebuildThePath() {
        let result = Lang.Session().run("""
        let wave = Path(svgPathData: "M 0 0 L 30 0 L 30 40 Z")
        print(wave.svgPathData, wave.length)
        print(Path(wave.cgPath).swiftCode)
        print(wave.cgPath.currentPoint, Path().cgPath.currentPoint.x, wave.cgPath.boundingBox.width)
        """)
        #expect(result.output == """
        M0 0H30V40Z 120.0
        Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 30, y: 0))
            p.addLine(to: CGPoint(x: 30, y: 40))
            p.closeSubpath()
        }
        CGPoint(x: 0.0, y: 0.0) 0.0 30.0

        """)
        let bad = Lang.Session().run("Path(svgPathData: \"M 0 0 Q\")")
        #expect(bad.runtimeError?.message.contains("SVG path data") == true)
    }

    /// A set operation of two paths is a `Path`, so its figure is a bare path's: its own bounds
    /// and the origin (100×100 here), not the 200×200 canvas a shape is offered.
    @Test func pathSetOperationsDrawAsPaths() throws {
        let session = Lang.Session()
        let result = session.run("""
        let a = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        a.intersection(Path(CGRect(x: 50, y: 20, width: 100, height: 100))).fill(.red)
        """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil)
        let figure = try session.cellFigure()
        #expect(figure?.displayList.size.width == 100 && figure?.displayList.size.height == 100)
    }

    /// Cells whose figures must match the old language's display lists.
    static let cells: [String] = [
        "RandomPolygon(sides: 8, seed: 1).fill(.green).frame(width: 100, height: 100)",
        "RandomPoints(count: 8, seed: 2).fill(.orange).frame(width: 100, height: 100)",
        "Path(svgPathData: \"M 0 50 C 25 0 75 100 100 50\").stroke(.blue, lineWidth: 3)",
        """
        struct Preview_Previews: PreviewProvider {
            static var previews: some View {
                let radius: CGFloat = 20
                ZStack {
                    RoundedRectangle(cornerRadius: radius).stroke(.red, lineWidth: 1)
                    Button("Show") { }.tint(Color.gray)
                }
                .frame(width: 120, height: 80)
            }
        }
        """,
    ]

    @Test func cellsAgreeWithTheOldLanguage() {
        for (cell, outcome) in zip(Self.cells, SurfaceAgreementTests.compare(Self.cells)) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    /// The type arguments a declaration names type a literal argument, as in swiftc.
    @Test func declaredTypeArgumentsTypeLiteralArguments() {
        let result = Lang.Session().run("""
        struct Box<T> { var value: T; init(wrappedValue: T) { value = wrappedValue } }
        let box: Box<Double> = Box(wrappedValue: 0)
        struct Fraction: View {
            @State var fraction: CGFloat = 0
            var body: some View { Rectangle().trim(from: 0, to: fraction) }
        }
        print(box.value, Fraction().fraction)
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "0.0 0.0\n")
    }
}

extension PathMeasuresTests {
    /// A program's own `point(at:)` on `Path` (the morphing article's, returning `CGPoint`)
    /// replaces the library's (which returns `CGPoint?`), as a module's declaration shadows an
    /// imported one; a rejected cell's declaration leaves the library's in place.
    @Test func programMethodsShadowTheLibrarys() {
        let session = Lang.Session()
        let rejected = session.run("extension Path { func point(at offset: CGFloat) -> CGPoint { undefinedName } }")
        #expect(rejected.isRejected)
        #expect(session.run("print(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).point(at: 0.5) as Any)").output
            == "Optional(Foundation.CGPoint(x: 10.0, y: 10.0))\n")
        let result = session.run("""
        extension Path {
            func point(at offset: CGFloat) -> CGPoint { trimmedPath(from: 0, to: offset).cgPath.currentPoint }
        }
        let point: CGPoint = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).point(at: 0.25)
        print(point)
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "CGPoint(x: 10.0, y: 0.0)\n")
    }
}
