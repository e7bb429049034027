import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the second round of drawing code pasted from public repositories
/// (docs/real-code.md) that stopped it or drew it wrong, written here in our own words: printed
/// values as swiftc 6.3.1 prints them, closed-form geometry, and figures compared with their
/// SwiftUI equivalents.
@Suite struct RealCodeTests {
    /// The bounds of the one filled path of `cell`'s figure.
    func filledBounds(_ cell: String) throws -> Rect? {
        let fills = try cleanDisplayList(cell)?.items.compactMap { item -> Rect? in
            if case .fill(let path, _, _) = item { return path.boundingRect }
            return nil
        }
        #expect(fills?.count == 1, "\(cell)")
        return fills?.first
    }

    /// A closure of several statements taking a tuple apart (`enumerated().map { i, v in … }`)
    /// gets its result type from its `return`, whose value may name the closure's own locals;
    /// `CGFloat(integerLiteral:)` is the literal initialiser (swiftc 6.3.1 prints these lines).
    @Test func multiStatementClosureOverTuplesAndLiteralInitializer() {
        let source = """
            let values = [0.2, 0.5]
            let points: [CGPoint] = values.enumerated().map { (i, v) in
                let x = CGFloat(i) * 10
                return CGPoint(x: x, y: v)
            }
            print(points.map { $0.x }, points.map { $0.y })
            let sums = zip([1, 2], [3, 4]).map { a, b in
                let s = a + b
                return s * 2
            }
            print(sums, type(of: sums))
            let w = CGFloat(integerLiteral: 8)
            print(w / 2, type(of: w), Double(integerLiteral: 3), Int(integerLiteral: 4))
            """
        #expect(printedByCleanRun(source) == """
            [0.0, 10.0] [0.2, 0.5]
            [8, 12] Array<Int>
            4.0 CGFloat 3.0 4

            """)
    }

    /// `ForEach` over a closed range with `id: \.self` makes a view per integer, as over the
    /// half-open range one longer.
    @Test func forEachOverClosedRangeWithID() throws {
        let bars = "{ i in Rectangle().frame(width: 10, height: CGFloat(i + 1) * 10) }"
        let closed = try cleanDisplayList("HStack(alignment: .bottom) { ForEach(0...3, id: \\.self) \(bars) }")
        let halfOpen = try cleanDisplayList("HStack(alignment: .bottom) { ForEach(0..<4, id: \\.self) \(bars) }")
        #expect(closed != nil && closed == halfOpen)
        #expect(closed?.items.count == 4)
    }

    /// `rotation3DEffect` seen from the front: 180° about x turns a wedge along the top edge of
    /// a 40-point square upside down (to the bottom edge); 60° about y halves its width about
    /// the centre; about z it is `rotationEffect`.
    @Test func rotation3DEffectProjectsTheTurn() throws {
        let wedge = """
            Path { p in
                p.move(to: .zero)
                p.addLine(to: CGPoint(x: 40, y: 0))
                p.addLine(to: CGPoint(x: 0, y: 10))
            }.fill(Color.red).frame(width: 40, height: 40)
            """
        let flipped = try #require(try filledBounds(wedge + ".rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0))"))
        #expect(abs(flipped.minX - 0) < 1e-9 && abs(flipped.maxX - 40) < 1e-9)
        #expect(abs(flipped.minY - 30) < 1e-9 && abs(flipped.maxY - 40) < 1e-9)
        let squashed = try #require(try filledBounds(wedge + ".rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))"))
        #expect(abs(squashed.minX - 10) < 1e-9 && abs(squashed.maxX - 30) < 1e-9)
        #expect(abs(squashed.minY - 0) < 1e-9 && abs(squashed.maxY - 10) < 1e-9)
        let turned = try #require(try filledBounds(wedge + ".rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1))"))
        let rotated = try #require(try filledBounds(wedge + ".rotationEffect(.degrees(90))"))
        #expect(abs(turned.minX - rotated.minX) < 1e-9 && abs(turned.maxX - rotated.maxX) < 1e-9)
        #expect(abs(turned.minY - rotated.minY) < 1e-9 && abs(turned.maxY - rotated.maxY) < 1e-9)
    }

    /// A `ProgressViewStyle` of your own draws each progress view as its `makeBody` with the
    /// fraction completed (value over total); `.circular` draws the spinner iOS draws.
    @Test func progressViewStyleOfYourOwn() throws {
        let style = """
            struct Ring: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.green, lineWidth: 4)
                }
            }

            """
        let styled = try cleanDisplayList(style + "ProgressView(value: 3, total: 4).progressViewStyle(Ring()).frame(width: 50, height: 50)")
        let direct = try cleanDisplayList("Circle().trim(from: 0, to: 0.75).stroke(Color.green, lineWidth: 4).frame(width: 50, height: 50)")
        #expect(styled != nil && styled == direct)
        let circular = try cleanDisplayList("ProgressView(value: 0.3).progressViewStyle(.circular)")
        let spinner = try cleanDisplayList("ProgressView()")
        #expect(circular != nil && circular == spinner)
        let linear = try cleanDisplayList("ProgressView(value: 0.3).progressViewStyle(.linear)")
        let bar = try cleanDisplayList("ProgressView(value: 0.3)")
        #expect(linear != nil && linear == bar)
    }

    /// A rectangle inset past its middle is CoreGraphics' null rectangle (swiftc 6.3.1 prints
    /// this line), and a shape inset past its middle draws nothing: `strokeBorder` wider than
    /// the shape leaves an empty outline, where a ring inside the frame stays as it was.
    @Test func insetPastTheMiddleLeavesNothing() throws {
        #expect(printedByCleanRun("""
            let r = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 20, dy: 20)
            print(r, r.isNull, CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 5, dy: 1).width)
            """) == "CGRect(origin: Foundation.CGPoint(x: inf, y: inf), size: Foundation.CGSize(width: 0.0, height: 0.0)) true 0.0\n")
        let strokes = { (cell: String) throws -> [Rect] in
            try cleanDisplayList(cell)?.items.compactMap { item -> Rect? in
                if case .stroke(let path, _, _) = item, !path.isEmpty { return path.boundingRect }
                return nil
            } ?? []
        }
        #expect(try strokes("Circle().strokeBorder(Color.pink, lineWidth: 40).frame(width: 10, height: 10)").isEmpty)
        let ring = try strokes("Circle().strokeBorder(Color.pink, lineWidth: 4).frame(width: 40, height: 40)")
        #expect(ring.count == 1 && abs((ring.first?.width ?? 0) - 36) < 1e-9)
    }

    /// CoreGraphics' `Int` initialisers beside the `CGFloat` ones, and a struct's memberwise
    /// initialiser kept beside an extension's of the same labels: each call takes the one its
    /// arguments' types fit (swiftc 6.3.1 prints these lines).
    @Test func intInitialisersBesideMemberwise() {
        let source = """
            struct P { var x: Double }
            extension P { init(x: Int) { self.x = Double(x) * 10 } }
            print(P(x: 2.5).x, P(x: 2).x)
            let w: CGFloat = 3
            let a = 0.5
            print(CGRect(x: 0, y: Int(2.0), width: Int(10.0), height: 5), CGRect(x: 0, y: 0, width: w, height: 1).width)
            print(CGPoint(x: w / 2, y: 4), CGPoint(x: cos(a) * 10, y: 1), CGSize(width: Int(w), height: 4))
            """
        #expect(printedByCleanRun(source) == """
            2.5 20.0
            CGRect(origin: Foundation.CGPoint(x: 0.0, y: 2.0), size: Foundation.CGSize(width: 10.0, height: 5.0)) 3.0
            CGPoint(x: 1.5, y: 4.0) CGPoint(x: 8.775825618903728, y: 1.0) CGSize(width: 3.0, height: 4.0)

            """)
    }
}
