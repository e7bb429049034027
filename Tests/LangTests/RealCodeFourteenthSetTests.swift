import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns of the fourteenth set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words: what is drawn, compared with the same figure written another
/// way. Module-qualified type names are the language's (core corpus
/// `language/module_qualified_type_names`).
@Suite struct RealCodeFourteenthSetTests {
    /// `contentShape` and `hoverEffect` on a circular button style ("value of type 'some View'
    /// has no member 'contentShape'" before): a figure has no touches and no pointer, so the
    /// view draws as it is.
    @Test func contentShapeAndHoverEffectLeaveTheDrawingAsItIs() throws {
        let plain = try cleanDisplayList("Text(\"Go\").padding(20).background(Color.blue).clipShape(Circle())")
        let touchable = try cleanDisplayList("""
            Text("Go").padding(20).background(Color.blue).clipShape(Circle())
                .contentShape(Circle()).contentShape(.circle).contentShape(Rectangle(), eoFill: true)
                .hoverEffect(.highlight).hoverEffect()
            """)
        #expect(touchable == plain)
    }

    /// A tap that animates in steps with `Task { … try await Task.sleep(nanoseconds:) … }`
    /// ("cannot find 'Task' in scope" before): a figure is drawn before asynchronous work runs,
    /// so even a task started as the view appears leaves the state as it was.
    @Test func aTasksOperationNeverRunsInAFigure() throws {
        let small = try cleanDisplayList("Circle().frame(width: 20, height: 20)")
        let tasked = try cleanDisplayList("""
            struct Pulse: View {
                @State private var scale = 1.0
                @State private var pending: Task<Void, Never>?
                var body: some View {
                    Circle().frame(width: 20 * scale, height: 20 * scale)
                        .onTapGesture { Task { scale = 0.5; try await Task.sleep(nanoseconds: 50_000_000); scale = 1 } }
                        .onAppear {
                            pending = Task { scale = 3 }
                            Task(priority: .high) { try await Task.sleep(nanoseconds: 1); scale = 2 }
                            if Task.isCancelled { scale = 4 }
                        }
                }
            }
            Pulse()
            """)
        #expect(tasked == small)
    }

    /// A segmented control's underline moved by `matchedGeometryEffect(id:in:)` in a
    /// `@Namespace` ("type annotation missing in pattern" before): the wrapper takes no value, so
    /// the view is made with no argument, and a figure shows each view where its layout puts it.
    @Test func aNamespacedMatchedGeometryEffectDrawsTheViewWhereItIs() throws {
        let plain = try cleanDisplayList("Capsule().fill(Color.green).frame(width: 80, height: 4)")
        let matched = try cleanDisplayList("""
            struct Underline: View {
                @Namespace var name
                @Namespace private var other
                var body: some View {
                    Capsule().fill(Color.green).frame(width: 80, height: 4)
                        .matchedGeometryEffect(id: "Tab", in: name)
                        .matchedGeometryEffect(id: 3, in: other, properties: .position, anchor: .top, isSource: false)
                }
            }
            Underline()
            """)
        #expect(matched == plain)
    }

    /// iOS 17's levels of a style (`shape.fill(.foreground.quaternary)`, a progress bar's track;
    /// "value of type 'ForegroundStyle' has no member 'quaternary'" before): of the foreground a
    /// level is the hierarchical one, of a colour the colour at SwiftUI's opacity for the level.
    @Test func aStylesLevelIsTheHierarchicalOneOfTheForegroundAndAFadedColour() throws {
        func bar(_ style: String) throws -> DisplayList? {
            try cleanDisplayList("Capsule().fill(\(style)).frame(width: 100, height: 10)")
        }
        #expect(try bar(".foreground.quaternary") == bar(".quaternary"))
        #expect(try bar(".foreground.secondary") == bar(".secondary"))
        #expect(try bar("Color.red.secondary") == bar("Color.red.opacity(0.5)"))
        #expect(try bar("Color.red.tertiary") == bar("Color.red.opacity(0.25)"))
        #expect(try bar("Color.blue.quinary") == bar("Color.blue.opacity(0.18)"))
    }

    /// A generic parameter named like the library's protocol it is constrained to
    /// (`struct LinearProgressView<Shape: SwiftUI.Shape>`; "cannot find type 'SwiftUI' in
    /// scope" before): the qualified name is SwiftUI's `Shape`, the parameter a shape inside.
    @Test func aGenericParameterNamedLikeSwiftUIsShapeTakesAShape() throws {
        let plain = try cleanDisplayList("Capsule().fill(Color.blue).frame(width: 120, height: 12)")
        let qualified = try cleanDisplayList("""
            struct Bar<Shape: SwiftUI.Shape>: View {
                var shape: Shape
                var body: some View { shape.fill(Color.blue) }
            }
            Bar(shape: Capsule()).frame(width: 120, height: 12)
            """)
        #expect(qualified == plain)
    }
}
