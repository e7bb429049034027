import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the ninth set of SwiftUI code pasted from public repositories
/// (docs/real-code.md) that stopped it or drew it wrong, written here in our own words: what is
/// drawn, compared with the same figure written another way (the language's own fixes have
/// core-corpus programs).
@Suite struct RealCodeNinthSetTests {
    /// `.foregroundColor(.white)` outside a button colours its label, as SwiftUI draws a red
    /// "Tap me" button's white text; without it the label takes the accent colour. A foreground
    /// style set on a stack around the button reaches its label too.
    @Test func aForegroundStyleOutsideAButtonColoursItsLabel() throws {
        let button = try cleanDisplayList(#"Button("Tap me") {}.padding().background(Color.red).foregroundColor(.white)"#)
        let text = try cleanDisplayList(#"Text("Tap me").padding().background(Color.red).foregroundColor(.white)"#)
        #expect(button == text)
        let accented = try cleanDisplayList(#"Button("Tap me") {}.padding().background(Color.red)"#)
        #expect(accented != text)
        let stacked = try cleanDisplayList(#"VStack { Button("Roll") {}; Text("Dice") }.foregroundStyle(.orange)"#)
        #expect(stacked == (try cleanDisplayList(#"VStack { Text("Roll"); Text("Dice") }.foregroundStyle(.orange)"#)))
    }

    /// A `Grid` offered a size shares it among its columns and rows as stacks share theirs: a
    /// row of three colours fills 200 points across, 8 points apart, and the height offered.
    @Test func gridColumnsOfColoursShareTheOfferedSize() throws {
        let fills = try filledRects(drawnBy: """
            Grid {
                GridRow { Color.mint; Color.orange; Color.pink }
            }
            .frame(width: 200, height: 120)
            """)
        #expect(fills.count == 3)
        let width = (200 - 2 * 8) / 3.0
        for (index, rect) in fills.enumerated() {
            #expect(abs(rect.width - width) < 1e-6 && abs(rect.height - 120) < 1e-6, "\(rect)")
            #expect(abs(rect.minX - Double(index) * (width + 8)) < 1e-6, "\(rect)")
        }
        // Cells of text keep their ideal widths when they fit.
        let texts = try cleanDisplayList(#"Grid { GridRow { Text("Name"); Text("6") } }"#)
        #expect(texts == (try cleanDisplayList(#"HStack(spacing: 8) { Text("Name"); Text("6") }"#)))
    }

    /// An enum conforming to `View` draws its `body` (a result view switching over its cases,
    /// one holding an `NSError` whose `localizedDescription` it shows).
    @Test func anEnumConformingToViewDrawsItsBody() throws {
        let drawn = try cleanDisplayList("""
            enum Status: View {
                case done
                case failed(Error)
                var body: some View {
                    switch self {
                    case .done: Circle().fill(Color.green)
                    case .failed(let error): Text(error.localizedDescription)
                    }
                }
            }
            VStack { Status.done.frame(width: 20, height: 20); Status.failed(NSError(domain: "net", code: 7)) }
            """)
        #expect(drawn == (try cleanDisplayList("""
            VStack {
                Circle().fill(Color.green).frame(width: 20, height: 20)
                Text("The operation could not be completed. (net error 7.)")
            }
            """)))
    }

    /// `@State static var` in a `PreviewProvider` is static storage with a `$` projection, as a
    /// preview hands a view `$selectedEmoji`; `.environment(\.colorScheme, .dark)` draws its
    /// unstyled text white, as the dark appearance does.
    @Test func staticStateProjectsABindingAndEnvironmentKeepsTheView() throws {
        let drawn = try cleanDisplayList("""
            struct Rating: View {
                @Binding var value: String
                var body: some View { Text(value) }
            }
            struct Rating_Previews: PreviewProvider {
                @State static var selected: String = "😁"
                static var previews: some View { Rating(value: $selected) }
            }
            Rating_Previews.selected = "ok"
            Rating_Previews.previews.environment(\\.colorScheme, .dark)
            """)
        #expect(drawn == (try cleanDisplayList(#"Text("ok").foregroundStyle(.white)"#)))
    }

    /// A modifier whose shape parameter defaults to `.rect(cornerRadius: 10)` (its generic `S`
    /// inferred from the default, SE-0347) clips to that rounded rectangle.
    @Test func aGenericShapeDefaultIsTheShapeDrawn() throws {
        let drawn = try cleanDisplayList("""
            extension View {
                func card<S: Shape>(_ color: Color, in shape: S = .rect(cornerRadius: 10)) -> some View {
                    background(color).clipShape(shape)
                }
            }
            Text("Backup").padding().card(.yellow)
            """)
        #expect(drawn == (try cleanDisplayList(#"Text("Backup").padding().background(Color.yellow).clipShape(RoundedRectangle(cornerRadius: 10))"#)))
    }
}

/// Environment objects, as a food list's view model reaches its `List`.
@Suite struct EnvironmentObjectTests {
    /// `.environmentObject(_:)` gives the views inside the object their `@EnvironmentObject`
    /// property reads (the innermost of its type); the view is made without the property.
    @Test func anEnvironmentObjectReachesTheViewsInside() throws {
        let model = """
            final class Menu: ObservableObject { @Published private(set) var dishes = ["Soup", "Pie"] }
            struct Dishes: View {
                @EnvironmentObject var menu: Menu
                var body: some View { VStack { ForEach(menu.dishes, id: \\.self) { Text($0) } } }
            }
            """
        let drawn = try cleanDisplayList(model + "\nHStack { Dishes() }.environmentObject(Menu())")
        #expect(drawn == (try cleanDisplayList(#"HStack { VStack { Text("Soup"); Text("Pie") } }"#)))
    }

    /// Without an ancestor's `.environmentObject(_:)` the cell stops with SwiftUI's message.
    @Test func aMissingEnvironmentObjectStopsTheCell() {
        let session = Lang.Session()
        let result = session.run("""
            final class Menu: ObservableObject {}
            struct Dishes: View {
                @EnvironmentObject var menu: Menu
                var body: some View { Text("\\(menu === menu)") }
            }
            Dishes()
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil)
        // The body runs when the figure is drawn, as SwiftUI runs it.
        #expect {
            try session.cellFigure()
        } throws: { error in
            (error as? RuntimeError)?.message.hasPrefix("No ObservableObject of type Menu found.") == true
        }
    }
}
