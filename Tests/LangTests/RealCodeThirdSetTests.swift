import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the third set of drawing code pasted from public repositories
/// (docs/real-code.md) that stopped it or drew it wrong, written here in our own words: printed
/// values as swiftc 6.3.1 prints them, and figures compared with the view they must equal.
@Suite struct RealCodeThirdSetTests {
    /// A static stored property's value naming the type's other statics unqualified (Apple's
    /// badge: `HexagonParameters.segments` uses `adjustment`), an implicit member as an operator's
    /// operand typed by the context (`.degrees(Double(i) / 8) * 360` where an `Angle` is wanted),
    /// and a local `let` declared without a value and assigned on each path (definite
    /// initialisation). swiftc 6.3.1 prints these lines.
    @Test func staticsImplicitMembersThroughOperatorsAndDeferredLets() {
        let source = """
            struct Turn {
                var d: Double
                static let quarter = Turn(d: 90)
                static let half = Turn(d: quarter.d * 2)
                static let marks: [Double] = [quarter.d, half.d, half.d + quarter.d]
                static func degrees(_ d: Double) -> Turn { Turn(d: d) }
                static func * (l: Turn, r: Double) -> Turn { Turn(d: l.d * r) }
                static func + (l: Turn, r: Turn) -> Turn { Turn(d: l.d + r.d) }
            }
            func show(_ t: Turn) { print(t.d) }
            show(.degrees(10) * 3)
            show(.degrees(1) + .quarter)
            let t: Turn = .degrees(2) * 4
            print(t.d, Turn.half.d, Turn.marks)
            func lowest(_ values: [Double]) -> Double {
                let smallest: Double
                if let first = values.min() {
                    smallest = first
                } else {
                    smallest = 0
                }
                let label: String
                label = "min"
                print(label, smallest)
                return smallest
            }
            print(lowest([3, 1, 2]), lowest([]))
            """
        #expect(printedByCleanRun(source) == """
            30.0
            91.0
            8.0 180.0 [90.0, 180.0, 270.0]
            min 1.0
            min 0.0
            1.0 0.0

            """)
    }

    /// A deferred `let` stays a constant for everything but its plain assignment: compound
    /// assignment and `inout` use are still swiftc's errors.
    @Test func deferredLetIsStillAConstantOtherwise() {
        let result = Lang.Session().run("""
            func f() {
                var n = 0
                let x: Int
                x = 1
                x += 1
                func bump(_ v: inout Int) { v += 1 }
                bump(&x)
                n += x
            }
            """)
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains("left side of mutating operator isn't mutable: 'x' is a 'let' constant"), "\(messages)")
        #expect(messages.count == 2, "\(messages)")
    }

    /// A trailing closure skips unlabelled parameters with defaults that cannot take it, as
    /// swiftc's forward scan does (swiftc 6.3.1 prints these lines); so `ScrollView { … }`, whose
    /// `_ axes: Axis.Set = .vertical` comes first, is a vertical scroll view, and `Axis.Set` is an
    /// `OptionSet` (`[.horizontal, .vertical]` is both).
    @Test func trailingClosureSkipsUnlabelledDefaults() throws {
        let source = """
            struct S {
                init(_ a: Int = 1, b: Bool = true, content: () -> String) { print("one", a, b, content()) }
            }
            _ = S { "x" }
            _ = S(2) { "y" }
            struct T {
                init(_ a: Int = 1, content: () -> String, other: () -> String = { "o" }) { print("t", a, content(), other()) }
            }
            _ = T { "z" }
            """
        #expect(printedByCleanRun(source) == "one 1 true x\none 2 true y\nt 1 z o\n")
        let column = "VStack(spacing: 0) { Rectangle().frame(width: 60, height: 150); Rectangle().frame(width: 60, height: 150) }"
        let implicit = try cleanDisplayList("ScrollView { \(column) }")
        let vertical = try cleanDisplayList("ScrollView(.vertical) { \(column) }")
        #expect(implicit != nil && implicit == vertical)
        #expect(implicit?.size == Size(width: 200, height: 300))
        #expect(printedByCleanRun("""
            let both: Axis.Set = [.horizontal, .vertical]
            print(both.contains(.vertical), Axis.Set.horizontal.contains(.vertical))
            """) == "true false\n")
    }

    /// `UIScreen.main` is the screen of a preview's default device, an iPhone 15.
    @Test func mainScreenIsAPreviewsPhone() {
        #expect(printedByCleanRun("""
            let screen = UIScreen.main
            print(screen.bounds.width, screen.bounds.height, screen.scale, screen.nativeBounds.width, UIScreen.main === screen)
            """) == "393.0 852.0 3.0 1179.0 true\n")
    }

    /// Dots that an `.onAppear` shrinks to nothing under a repeating `.animation(_:value:)`
    /// (a loader) draw as before the change, whole; so do dots shrunk in a repeating
    /// `withAnimation`; a pulse that grows from nothing under a value-less repeating
    /// `.animation(_:)` draws grown: the end of the change that draws more. A change animated
    /// once still draws its end.
    @Test func repeatingChangesMadeOnAppearShowTheirFullerEnd() throws {
        func dots(_ modifier: String, _ appear: String) -> String {
            """
            struct Dots: View {
                @State private var on = false
                var body: some View {
                    HStack {
                        ForEach(0..<3) { i in
                            Circle().frame(width: 10, height: 10).scaleEffect(on ? 0 : 1)\(modifier)
                        }
                    }
                    .onAppear { \(appear) }
                }
            }
            Dots()
            """
        }
        let whole = try cleanDisplayList("HStack { ForEach(0..<3) { i in Circle().frame(width: 10, height: 10).scaleEffect(1) } }")
        let gone = try cleanDisplayList("HStack { ForEach(0..<3) { i in Circle().frame(width: 10, height: 10).scaleEffect(0) } }")
        #expect(whole != nil && whole != gone)
        let watched = try cleanDisplayList(dots(".animation(.linear(duration: 0.6).repeatForever().delay(0.2), value: on)", "on = true"))
        #expect(watched == whole)
        let wrapped = try cleanDisplayList(dots("", "withAnimation(.easeInOut.repeatForever(autoreverses: false)) { on = true }"))
        #expect(wrapped == whole)
        let once = try cleanDisplayList(dots(".animation(.linear(duration: 0.6), value: on)", "on = true"))
        #expect(once == gone)
        let pulse = """
            struct Pulse: View {
                @State var grow = false
                var body: some View {
                    Circle().fill(Color.red).frame(width: 60, height: 60).scaleEffect(grow ? 1 : 0)
                        .onAppear { grow.toggle() }
                        .animation(Animation.linear(duration: 1.5).repeatForever(autoreverses: true))
                }
            }
            Pulse()
            """
        let grown = try cleanDisplayList("Circle().fill(Color.red).frame(width: 60, height: 60).scaleEffect(1)")
        #expect(try cleanDisplayList(pulse) == grown)
    }

    /// A scroll view hiding content gives the figure the room a preview on an iPhone 15 gives it
    /// (393×852 points): five 60-point bars in a horizontal scroll view show whole (300 wide, and
    /// the 260-point-tall content across it), twelve fill the phone's width, and a tall column
    /// the phone's height; content that fits keeps the canvas.
    @Test func scrollViewsShowWhatAPhoneShows() throws {
        let bars = try #require(try cleanDisplayList(
            "ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<5) { _ in Rectangle().frame(width: 60, height: 260) } } }"))
        #expect(bars.size == Size(width: 300, height: 260))
        let wide = try #require(try cleanDisplayList(
            "ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<12) { _ in Rectangle().frame(width: 60, height: 40) } } }"))
        #expect(wide.size == Size(width: 393, height: 200))
        let tall = try #require(try cleanDisplayList(
            "ScrollView { VStack(spacing: 0) { ForEach(0..<30) { _ in Rectangle().frame(height: 40) } } }"))
        #expect(tall.size == Size(width: 200, height: 852))
        let fits = try #require(try cleanDisplayList(
            "ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<2) { _ in Rectangle().frame(width: 60, height: 40) } } }"))
        #expect(fits.size == Size(width: 200, height: 200))
    }
}
