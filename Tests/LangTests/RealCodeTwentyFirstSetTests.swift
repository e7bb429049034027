import Testing
import Canvas
import Geometry
@testable import Lang

/// Patterns of the twenty-first set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words.
@Suite struct RealCodeTwentyFirstSetTests {
    func drawn(_ source: String) throws -> DisplayList { try SurfaceCompletionTests.drawn(source) }

    /// `line:column: message` of each error a cell gives.
    func errors(_ source: String) -> [String] {
        Lang.Session().run(source).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    /// Three line shapes whose `animatableData` is `AnimatablePair<CGPoint.AnimatableData,
    /// CGPoint.AnimatableData>` ("'AnimatableData' is not a member type of 'CGPoint'" before):
    /// a point, a size and a rectangle are Animatable, their data pairs of their coordinates, so a
    /// shape reads and writes its points through them and draws its line where the points are.
    @Test func pointsSizesAndRectanglesAnimateAsPairs() throws {
        #expect(SurfaceCompletionTests.printed("""
            var start = CGPoint(x: 1, y: 2)
            start.animatableData = AnimatablePair(30, 40)
            var size = CGSize(width: 5, height: 6)
            size.animatableData.second = 60
            var box = CGRect(x: 1, y: 2, width: 3, height: 4)
            box.animatableData = AnimatablePair(AnimatablePair(10, 20), box.size.animatableData)
            let pair: CGRect.AnimatableData = box.animatableData
            print(start, size.height, box, pair.second.first)
            """) == "CGPoint(x: 30.0, y: 40.0) 60.0 CGRect(origin: Foundation.CGPoint(x: 10.0, y: 20.0), "
                + "size: Foundation.CGSize(width: 3.0, height: 4.0)) 3.0\n")
        // An arrow's points set one by one through their data (the corpus cell sets both at once).
        let list = try drawn("""
            struct Pointer: Shape {
                var tail: CGPoint
                var head: CGPoint
                var animatableData: AnimatablePair<CGPoint.AnimatableData, CGPoint.AnimatableData> {
                    get { .init(tail.animatableData, head.animatableData) }
                    set {
                        tail.animatableData = newValue.first
                        head.animatableData = newValue.second
                    }
                }
                func path(in rect: CGRect) -> Path { Path { $0.addLines([tail, head]) } }
            }
            var pointer = Pointer(tail: .zero, head: .zero)
            pointer.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(90, 60))
            pointer.stroke(Color.red, lineWidth: 2).frame(width: 100, height: 100)
            """)
        let strokes = list.items.compactMap { item -> Rect? in
            guard case .stroke(let path, _, _) = item else { return nil }
            return path.boundingRect
        }
        #expect(strokes == [Rect(x: 10, y: 20, width: 80, height: 40)])
    }

    /// An init in an extension with exactly the memberwise init's labels and parameter types does
    /// not replace it: swiftc rejects it as a redeclaration of the synthesized one (Lang called
    /// the extension's); one with other types or labels sits beside it, and a call picks the one
    /// that takes its arguments as they are.
    @Test func anExtensionInitWithTheMemberwiseSignatureIsARedeclaration() {
        #expect(errors("""
            struct Dot { var x: Int; var y: Int }
            extension Dot {
                init(x: Int, y: Int) { self.x = x * 10; self.y = y * 10 }
            }
            """) == ["3:5: invalid redeclaration of synthesized memberwise 'init(x:y:)'"])
        // A `let` with a value is no parameter of the memberwise init, so `init(x:)` is the same one.
        #expect(errors("""
            struct Tag { let x: Int; let kind = "plain" }
            extension Tag { init(x: Int) { self.x = x + 1 } }
            """) == ["2:17: invalid redeclaration of synthesized memberwise 'init(x:)'"])
        #expect(SurfaceCompletionTests.printed("""
            struct Dot { var x: Int; var y: Int }
            extension Dot {
                init(x: Double, y: Double) { self.x = Int(x) * 10; self.y = Int(y) * 10 }
            }
            struct Size { var width: Int; var height: Int = 3 }
            extension Size { init(width: Int) { self.width = width * 10; self.height = 0 } }
            print(Dot(x: 1, y: 2).x, Dot(x: 1.5, y: 2).x, Size(width: 1).width, Size(width: 1, height: 2).width)
            """) == "1 10 10 1\n")
        // A struct that declares an init in its body has no memberwise one to redeclare.
        #expect(errors("""
            struct Box { var side: Int; init(side: Int) { self.side = side } }
            extension Box { init(side: Double) { self.init(side: Int(side)) } }
            """).isEmpty)
    }

    /// `let tint: Color = [.purple, .mint][index]` in a pager's dots: the literal takes its element
    /// type from the context, so its implicit members resolve (Lang typed them as `()` and drew
    /// nothing); without a type wanted swiftc rejects each member, as Lang now does (a literal of
    /// implicit members with no context once ran as `[(), ()]`).
    @Test func anArrayLiteralIndexedOnceTakesItsElementTypeFromTheContext() throws {
        let list = try drawn("""
            let index = 1
            let tint: Color = [.purple, .mint][index]
            Rectangle().fill(tint).frame(width: 10, height: 10)
            """)
        let colours = list.items.compactMap { item -> RGBA? in
            if case .fill(_, .solid(let colour), _) = item { return colour }
            return nil
        }
        #expect(colours == [try #require(try ColourFormValueTests.painted("Color.mint"))])
        #expect(SurfaceCompletionTests.printed("""
            enum Phase { case new, full }
            func name(_ phase: Phase) -> String { "\\(phase)" }
            print(name([.new, .full][1]))
            """) == "full\n")
        #expect(errors("""
            let index = 1
            let tint = [.purple, .mint][index]
            """) == [
                "2:14: reference to member 'purple' cannot be resolved without a contextual type",
                "2:23: reference to member 'mint' cannot be resolved without a contextual type",
            ])
    }

    /// A dice board of six 180-point dice in a two-column `LazyVGrid` (`GridItem(.flexible())`),
    /// each die a stroked square with its dots: on the 200-point canvas each column was 80 points
    /// wide and the dice overlapped their neighbours, where a preview on a phone's 393 points sets
    /// them nearly side by side. A lazy grid whose items are longer than its tracks now asks the
    /// root for that much more room, up to the phone's screen, as a scroll view that hides content
    /// does (`ScrollOverflow`): the columns are (393 − 32 − 8) / 2 = 176.5 points, 184.5 apart.
    @Test func aGridOfDiceWiderThanItsColumnsGetsAPhonesRoom() throws {
        let figure = """
            struct Die: View {
                var body: some View {
                    ZStack {
                        Rectangle().stroke(lineWidth: 2)
                        Circle().frame(width: 20, height: 20)
                    }
                }
            }
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<6) { _ in Die().frame(width: %d, height: 180) }
            }
            .padding()
            """
        let dots = SurfaceCompletionTests.filledRects(try drawn(figure.replacingOccurrences(of: "%d", with: "180")))
        #expect(dots.count == 6)
        let rows = Set(dots.map(\.midY)).sorted()
        #expect(rows.count == 3)
        if rows.count == 3 {
            #expect(abs(rows[1] - rows[0] - 188) < 1e-6 && abs(rows[2] - rows[1] - 188) < 1e-6)
        }
        let columns = Set(dots.map(\.midX)).sorted()
        #expect(columns.count == 2)
        if columns.count == 2 { #expect(abs(columns[1] - columns[0] - 184.5) < 1e-6) }
        // Dice that fit their 80-point columns keep the canvas: their centres 88 apart.
        let small = Set(SurfaceCompletionTests.filledRects(try drawn(figure.replacingOccurrences(of: "%d", with: "60")))
            .map(\.midX)).sorted()
        #expect(small.count == 2)
        if small.count == 2 { #expect(abs(small[1] - small[0] - 88) < 1e-6) }
    }
}
