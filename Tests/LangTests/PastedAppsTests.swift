import Canvas
import Geometry
import Testing
@testable import Lang

/// What the fifth set of real snippets needed (Prelude+PastedApps, the legacy style calls, the
/// accessory gauge), each checked by what it draws or shows.
@Suite struct PastedAppsTests {
    static func drawn(_ source: String) throws -> DisplayList { try SurfaceCompletionTests.drawn(source) }

    @Test func aMenuDrawsItsLabelAsAButtonDoes() throws {
        let menu = try Self.drawn("Menu(\"Colours\") { Button(\"Red\") {} }")
        let button = try Self.drawn("Button(\"Colours\") {}")
        #expect(menu == button)
        let rects = SurfaceCompletionTests.filledRects(try Self.drawn("""
            Menu { Button("Red") {} } label: { Rectangle().frame(width: 30, height: 12) }
            """))
        #expect(rects.contains { $0.width == 30 && $0.height == 12 }, "\(rects)")
    }

    @Test func theAccessoryLinearGaugeLeavesOutItsLabels() throws {
        func rects(_ style: String) throws -> [Rect] {
            SurfaceCompletionTests.filledRects(try Self.drawn("""
                Gauge(value: 0.5) { Rectangle().frame(width: 7, height: 7) }
                    currentValueLabel: { Rectangle().frame(width: 5, height: 5) }
                    minimumValueLabel: { Rectangle().frame(width: 3, height: 3) }
                    maximumValueLabel: { Rectangle().frame(width: 4, height: 4) }
                    .gaugeStyle(\(style))
                """))
        }
        func sides(_ rects: [Rect]) -> Set<Double> { Set(rects.filter { $0.width == $0.height }.map(\.width)) }
        #expect(sides(try rects(".accessoryLinear")).isSuperset(of: [3, 4]))
        #expect(sides(try rects(".accessoryLinear")).isDisjoint(with: [5, 7]))
        #expect(sides(try rects(".linearCapacity")).isSuperset(of: [3, 4, 5, 7]))
    }

    @Test func theFirstSpellingsOfStylesAreTodaysStyles() throws {
        #expect(try Self.drawn("Picker(\"P\", selection: .constant(1)) { Text(\"A\").tag(1); Text(\"B\").tag(2) }.pickerStyle(SegmentedPickerStyle())")
                == Self.drawn("Picker(\"P\", selection: .constant(1)) { Text(\"A\").tag(1); Text(\"B\").tag(2) }.pickerStyle(.segmented)"))
        #expect(try Self.drawn("Button(\"Go\") {}.buttonStyle(PlainButtonStyle())") == Self.drawn("Button(\"Go\") {}.buttonStyle(.plain)"))
        #expect(try Self.drawn("Toggle(\"T\", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())")
                == Self.drawn("Toggle(\"T\", isOn: .constant(true)).toggleStyle(.switch)"))
    }

    @Test func theOlderPickerAndTheFooterOnlySectionDrawTheirParts() throws {
        #expect(try Self.drawn("Picker(selection: .constant(1), label: Text(\"P\")) { Text(\"A\").tag(1) }")
                == Self.drawn("Picker(selection: .constant(1)) { Text(\"A\").tag(1) } label: { Text(\"P\") }"))
        let footer = SurfaceCompletionTests.filledRects(try Self.drawn("""
            Form { Section(footer: Rectangle().frame(width: 9, height: 9)) { Text("Row") } }
            """))
        #expect(footer.contains { $0.width == 9 && $0.height == 9 }, "\(footer)")
    }

    @Test func aCustomFontIsTheSystemFontInTheDesignItsNameSuggests() throws {
        #expect(try Self.drawn("Text(\"0123\").font(.custom(\"Courier\", size: 20))")
                == Self.drawn("Text(\"0123\").font(.system(size: 20, design: .monospaced))"))
        #expect(try Self.drawn("Text(\"Aa\").font(.custom(\"Georgia-Bold\", size: 12))")
                == Self.drawn("Text(\"Aa\").font(.system(size: 12, weight: .bold, design: .serif))"))
    }

    @Test func symbolModifiersAreAcceptedAndChangeNothing() throws {
        #expect(try Self.drawn("Image(systemName: \"star\").symbolVariant(.fill).symbolRenderingMode(.palette)")
                == Self.drawn("Image(systemName: \"star\")"))
    }

    /// A host that keeps what `display` hands it.
    final class DisplayingHost: Lang.SessionHost {
        var figures = 0
        func display(_ value: Lang.DisplayValue, id: String) {
            if case .figure = value { figures += 1 }
        }
    }

    @Test func aPlaygroundsLiveViewIsShown() {
        let session = Lang.Session()
        let host = DisplayingHost()
        session.host = host
        let result = session.run("""
            import PlaygroundSupport
            PlaygroundPage.current.needsIndefiniteExecution = true
            PlaygroundPage.current.setLiveView(Circle().frame(width: 20, height: 20))
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        #expect(host.figures == 1)
    }
}
