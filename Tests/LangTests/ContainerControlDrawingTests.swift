import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's containers and controls that had only a display-list fingerprint through Lang,
/// checked by what they draw as an iOS preview does (light mode, default tint): `TabView` shows
/// its first tab over a 49-point tab bar, `AnyView`, `Group` and `EmptyView` draw as what they
/// hold, `NavigationView` as `NavigationStack`, a `Form` on the grouped grey, a `TextField`'s
/// prompt in the placeholder grey and its text in the label colour, and a `Label` its icon
/// before its title.
@Suite struct ContainerControlDrawingTests {
    /// Each solid fill drawn: its bounds and colour, in drawing order.
    static func solidFills(_ list: DisplayList) -> [(rect: Rect, colour: RGBA)] {
        list.items.compactMap { item in
            guard case .fill(let path, .solid(let colour), _) = item else { return nil }
            return (path.boundingRect, colour)
        }
    }

    static func sameColour(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9
            && abs(a.alpha - b.alpha) < 1e-9
    }

    @Test func aTabViewShowsItsFirstTabOverATabBar() throws {
        let fills = Self.solidFills(try SurfaceCompletionTests.drawn("""
            TabView {
                Color.red.tabItem { Label("First", systemImage: "star") }
                Color.green.tabItem { Label("Second", systemImage: "gear") }
            }
            .frame(width: 200, height: 300)
            """))
        // The first tab fills all but the bar; the second tab's content is not drawn.
        let red = fills.filter { Self.sameColour($0.colour, .red) }
        #expect(red.count == 1 && red.first?.rect == Rect(x: 0, y: 0, width: 200, height: 251), "\(red)")
        #expect(!fills.contains { Self.sameColour($0.colour, .green) })
        // The bar: 49 points across the bottom in the bar material.
        let bar = try #require(RGBA.materials["bar"])
        #expect(fills.contains { Self.sameColour($0.colour, bar) && $0.rect == Rect(x: 0, y: 251, width: 200, height: 49) },
                "\(fills)")
        // Each tab item's glyphs sit in the bar: the first tab's in the accent blue, the other's in grey.
        let grey = RGBA(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
        let firstItem = fills.filter { Self.sameColour($0.colour, .blue) }
        let secondItem = fills.filter { Self.sameColour($0.colour, grey) }
        #expect(!firstItem.isEmpty && firstItem.allSatisfy { $0.rect.minY >= 251 && $0.rect.maxX <= 100 }, "\(firstItem)")
        #expect(!secondItem.isEmpty && secondItem.allSatisfy { $0.rect.minY >= 251 && $0.rect.minX >= 100 }, "\(secondItem)")
    }

    @Test func anyViewGroupAndEmptyViewDrawAsWhatTheyHold() throws {
        let plain = try SurfaceCompletionTests.drawn("""
            HStack(spacing: 4) {
                Circle().fill(.red).frame(width: 20, height: 20)
                Rectangle().fill(.blue).frame(width: 30, height: 10)
                Capsule().fill(.green).frame(width: 16, height: 8)
            }
            """)
        let wrapped = try SurfaceCompletionTests.drawn("""
            HStack(spacing: 4) {
                AnyView(Circle().fill(.red).frame(width: 20, height: 20))
                Group {
                    Rectangle().fill(.blue).frame(width: 30, height: 10)
                    Capsule().fill(.green).frame(width: 16, height: 8)
                }
                EmptyView()
            }
            """)
        #expect(wrapped == plain)
        #expect(Self.solidFills(plain).count == 3)
        let empty = Lang.Session().run("EmptyView()")
        #expect(empty.diagnostics.isEmpty && empty.runtimeError == nil)
    }

    @Test func aNavigationViewDrawsAsANavigationStack() throws {
        let content = """
            {
                List {
                    Text("Row")
                }
                .navigationTitle("Title")
            }
            .frame(width: 240, height: 300)
            """
        let view = try SurfaceCompletionTests.drawn("NavigationView " + content)
        let stack = try SurfaceCompletionTests.drawn("NavigationStack " + content)
        #expect(view == stack)
        // Behind the bar and title shows the list's grouped grey.
        let grouped = RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        #expect(Self.solidFills(view).contains { Self.sameColour($0.colour, grouped) && $0.rect.minY == 0 && $0.rect.width == 240 })
    }

    @Test func aFormWithSectionsSitsOnTheGroupedGreyWithWhiteRows() throws {
        let fills = Self.solidFills(try SurfaceCompletionTests.drawn("""
            Form {
                Section("Header") {
                    Text("One")
                    Text("Two")
                }
            }
            .frame(width: 240, height: 200)
            """))
        let grouped = RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        #expect(fills.contains { Self.sameColour($0.colour, grouped) && $0.rect.width >= 240 }, "\(fills)")
        // The section's rows are a white card inset from the sides, below the header.
        let cards = fills.filter { Self.sameColour($0.colour, .white) && $0.rect.minX > 0 && $0.rect.maxX < 240 }
        #expect(!cards.isEmpty, "\(fills)")
        let rowsTop = cards.map(\.rect.minY).min() ?? 0
        let text = fills.filter { $0.colour.semantic != nil || Self.sameColour($0.colour, .black) }
        #expect(text.contains { $0.rect.maxY <= rowsTop }, "the header sits above the rows: \(text)")
    }

    @Test func aTextFieldShowsItsPromptInPlaceholderGreyAndItsTextInTheLabelColour() throws {
        let prompt = Self.solidFills(try SurfaceCompletionTests.drawn(
            "TextField(\"Name\", text: .constant(\"\")).frame(width: 200)"))
        let placeholder = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        #expect(!prompt.isEmpty && prompt.allSatisfy { Self.sameColour($0.colour, placeholder) }, "\(prompt)")
        // Leading-aligned in the field's width.
        #expect((prompt.map(\.rect.minX).min() ?? 100) < 2)

        let typed = Self.solidFills(try SurfaceCompletionTests.drawn(
            "TextField(\"Name\", text: .constant(\"Ann\")).frame(width: 200)"))
        #expect(!typed.isEmpty && typed.allSatisfy { $0.colour.alpha == 1 && $0.colour.red == 0 && $0.colour.blue == 0 }, "\(typed)")
    }

    @Test func aLabelDrawsItsIconBeforeItsTitle() throws {
        let fills = Self.solidFills(try SurfaceCompletionTests.drawn("Label(\"Star\", systemImage: \"star\")"))
        // The icon is a placeholder at a quarter opacity; the title's glyphs are opaque.
        let icon = try #require(fills.first { $0.colour.alpha < 0.5 }, "\(fills)")
        let title = fills.filter { $0.colour.alpha == 1 }
        #expect(!title.isEmpty && title.allSatisfy { $0.rect.minX >= icon.rect.maxX }, "\(fills)")
    }
}
