import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns that drawing code pasted from apps uses and that stopped it before (docs/real-code.md):
/// each written here in our own words, with swiftc 6.3.1's output or closed-form geometry.
@Suite struct PastedCodeTests {
    /// What `source` prints, run clean in a fresh session (`printedByCleanRun`).
    func output(_ source: String) -> String { printedByCleanRun(source) }

    /// `.pi` on the left of an operator takes its type from the right operand, through
    /// parentheses, prefix minus and literals (swiftc 6.3.1 prints these lines).
    @Test func implicitMemberOperandTakesTheOtherSidesType() {
        let source = """
            let n = 4
            let a = .pi / CGFloat(n)
            let b = 2 * .pi / CGFloat(n)
            let c = -.pi / CGFloat(3)
            let w: CGFloat = 10
            let d = (.pi / 2) * w
            let m = 2.0
            let e = .pi * m
            print(a, b, c, d, e)
            print(type(of: a), type(of: e))
            """
        #expect(output(source) == """
            0.7853981633974483 1.5707963267948966 -1.0471975511965976 15.707963267948966 6.283185307179586
            CGFloat Double

            """)
    }

    /// Without a type on either side swiftc rejects `2 * .pi` (ambiguous); Lang rejects it too.
    @Test func implicitMemberWithoutAnyContextIsRejected() {
        let result = Lang.Session().run("let a = 2 * .pi")
        #expect(result.isRejected)
    }

    /// `addPath(_:transform:)` appends the path moved by the transform.
    @Test func addPathWithTransform() {
        let source = """
            var p = Path()
            p.addPath(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), transform: CGAffineTransform(translationX: 3, y: 4))
            let r = p.boundingRect
            print(r.minX, r.minY, r.width, r.height)
            """
        #expect(output(source) == "3.0 4.0 10.0 5.0\n")
    }

    /// An asset-catalog colour is clear: a cell has no asset catalog.
    @Test func assetCatalogColourIsClear() {
        #expect(output("print(Color(\"AccentGreen\")._opacity, Color(\"x\", bundle: .main)._opacity)") == "0.0 0.0\n")
    }

    /// `scaleEffect(CGSize(width:height:), anchor:)` draws as `scaleEffect(x:y:anchor:)`;
    /// `preferredColorScheme(.light)` leaves the figure as it is, `.dark` draws it on black with
    /// the unstyled shape white.
    @Test func scaleEffectBySizeAndColorScheme() throws {
        let session = Lang.Session()
        func figure(_ cell: String) throws -> String {
            let result = session.run(cell)
            #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(cell)")
            return String(describing: try session.cellFigure()?.displayList)
        }
        let bySize = try figure("Rectangle().scaleEffect(CGSize(width: 1, height: 0.5), anchor: .bottom).frame(width: 40, height: 40)")
        let byFactors = try figure("Rectangle().scaleEffect(x: 1, y: 0.5, anchor: .bottom).frame(width: 40, height: 40)")
        #expect(bySize == byFactors)
        let light = try figure("Rectangle().scaleEffect(x: 1, y: 0.5, anchor: .bottom).frame(width: 40, height: 40).preferredColorScheme(.light)")
        #expect(light == byFactors)
        let dark = try figure("Rectangle().scaleEffect(x: 1, y: 0.5, anchor: .bottom).frame(width: 40, height: 40).preferredColorScheme(.dark)")
        let onBlack = try figure("""
            Rectangle().fill(Color.white).scaleEffect(x: 1, y: 0.5, anchor: .bottom).frame(width: 40, height: 40).background(Color.black)
            """)
        #expect(dark == onBlack)
    }
}
