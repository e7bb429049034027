import Canvas
import Geometry
import Testing
@testable import Lang

/// A representable's own `Coordinator` class (`makeCoordinator()` returning it, read as
/// `context.coordinator` in `makeUIView` and `updateUIView`): the protocol's `Context`
/// (`UIViewRepresentableContext<Self>`) is over the representable, so its coordinator is the
/// representable's class and its properties mutate the one object `makeCoordinator()` made.
@Suite struct RepresentableCoordinatorTests {
    @Test func aCoordinatorOfYourOwnIsTheContextsCoordinator() throws {
        let session = Lang.Session()
        let cell = """
            struct Dial: UIViewRepresentable {
                var value: Double
                final class Coordinator {
                    var updates = 0
                    var lastValue = 0.0
                }
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIView(context: Context) -> UIView {
                    context.coordinator.updates += 10
                    let view = UIView()
                    view.backgroundColor = .systemTeal
                    return view
                }
                func updateUIView(_ uiView: UIView, context: Context) {
                    context.coordinator.updates += 1
                    context.coordinator.lastValue = value
                    print("updates", context.coordinator.updates, context.coordinator.lastValue)
                }
            }
            Dial(value: 0.5).frame(width: 40, height: 20)
            """
        let result = session.run(cell)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics.map(\.message))")
        let (figure, printed) = try session.drawCell()
        #expect(printed == "updates 11 0.5\n")
        let fills = try #require(figure).displayList.items.compactMap { item -> RGBA? in
            if case .fill(_, .solid(let color), _) = item { return color }
            return nil
        }
        #expect(fills == [RGBA.teal])
    }
}
