import Testing
import Canvas
import Geometry
@testable import Lang

/// Patterns of the seventeenth set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words. The set's language cause is a core corpus program
/// (`structs/wrapped_property_inferred_from_type_declared_below`).
@Suite struct RealCodeSeventeenthSetTests {
    /// Xcode's template view, `Image(systemName: "globe").imageScale(.large)` ("value of type
    /// 'Image' has no member 'imageScale'" before): a symbol's placeholder is 1.2 × the font size
    /// on a side at the medium scale, 0.8 times that small and 1.3 times large, inset by 8% on
    /// each side; the scale reaches the symbols inside the view it is set on, and no other image.
    @Test func anImageScaleSizesTheSymbolsInside() throws {
        func width(_ cell: String) throws -> Double? { try filledRects(drawnBy: cell).first?.width }
        let medium = 17 * 1.2
        #expect(try width(#"Image(systemName: "globe")"#).map { abs($0 - medium * 0.84) < 1e-9 } == true)
        #expect(try width(#"Image(systemName: "globe").imageScale(.medium)"#).map { abs($0 - medium * 0.84) < 1e-9 } == true)
        #expect(try width(#"Image(systemName: "globe").imageScale(.large)"#).map { abs($0 - medium * 1.3 * 0.84) < 1e-9 } == true)
        #expect(try width(#"Image(systemName: "globe").imageScale(.small)"#).map { abs($0 - medium * 0.8 * 0.84) < 1e-9 } == true)
        let nested = """
            struct Globe: View {
                var body: some View { VStack { Image(systemName: "globe") } }
            }
            Globe().imageScale(.large)
            """
        #expect(try width(nested).map { abs($0 - medium * 1.3 * 0.84) < 1e-9 } == true)
        // A resizable symbol fills its frame whatever the scale.
        #expect(try width(#"Image(systemName: "globe").resizable().frame(width: 40, height: 40).imageScale(.large)"#)
            .map { abs($0 - 40 * 0.84) < 1e-9 } == true)
    }

    /// `GreeceFlagView().previewInterfaceOrientation(.portraitUpsideDown)` in a preview ("no member
    /// 'previewInterfaceOrientation'" before): the device's orientation does not turn the view,
    /// and a figure is laid out on its canvas, so it draws what the view alone draws.
    @Test func anInterfaceOrientationDrawsTheViewAsItIs() throws {
        let plain = try cleanDisplayList("HStack(spacing: 0) { Color.blue; Color.white }.frame(width: 120, height: 80)")
        for orientation in ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"] {
            let turned = try cleanDisplayList(
                "HStack(spacing: 0) { Color.blue; Color.white }.frame(width: 120, height: 80).previewInterfaceOrientation(.\(orientation))")
            #expect(turned == plain)
        }
    }

    /// `Text("Daily Target").backgroundStyle(.white)` in a chart's annotation ("value of type 'Text'
    /// has no member 'backgroundStyle'" before): iOS 16's background style is drawn by no view of
    /// itself, so the text, a shape or a stack draws as it did.
    @Test func aBackgroundStyleLeavesTheViewAsItIs() throws {
        for view in [#"Text("Daily Target").font(.caption2)"#, "Circle().fill(.orange).frame(width: 30, height: 30)",
                     #"VStack { Text("Mon"); Rectangle().frame(width: 20, height: 8) }"#] {
            let plain = try cleanDisplayList(view)
            #expect(plain != nil)
            #expect(try cleanDisplayList(view + ".backgroundStyle(.white)") == plain)
            #expect(try cleanDisplayList(view + ".backgroundStyle(Color.blue.opacity(0.3))") == plain)
        }
    }

    /// `var image = context.resolve(Image(systemName: "sparkle")); image.shading = .color(.blue)` and
    /// `image.size` in a canvas ("no member 'shading'" before): a resolved symbol is painted with its
    /// shading, as the same symbol in that style drawn as a canvas symbol, and its size is its
    /// placeholder's in the body font, 1.2 × 17 points on a side, resizable or not.
    @Test func aResolvedImageHasAShadingAndASize() throws {
        let shaded = try cleanDisplayList("""
            Canvas { context, size in
                var image = context.resolve(Image(systemName: "sparkle"))
                image.shading = .color(.blue)
                context.draw(image, at: CGPoint(x: 50, y: 40))
            }
            .frame(width: 100, height: 80)
            """)
        let symbol = try cleanDisplayList("""
            Canvas { context, size in
                if let star = context.resolveSymbol(id: 0) { context.draw(star, at: CGPoint(x: 50, y: 40)) }
            } symbols: {
                Image(systemName: "sparkle").foregroundStyle(.blue).tag(0)
            }
            .frame(width: 100, height: 80)
            """)
        let plain = try cleanDisplayList("""
            Canvas { context, size in
                context.draw(context.resolve(Image(systemName: "sparkle")), at: CGPoint(x: 50, y: 40))
            }
            .frame(width: 100, height: 80)
            """)
        #expect(shaded != nil)
        #expect(shaded == symbol)
        #expect(shaded != plain)
        for image in [#"Image(systemName: "sparkle")"#, #"Image(systemName: "sparkle").resizable()"#] {
            let sized = try filledRects(drawnBy: """
                Canvas { context, size in
                    let image = context.resolve(\(image))
                    context.fill(Path(CGRect(origin: .zero, size: image.size)), with: .color(.red))
                }
                .frame(width: 100, height: 80)
                """)
            #expect(sized.count == 1)
            #expect(sized.first.map { abs($0.width - 17 * 1.2) < 1e-9 && abs($0.height - 17 * 1.2) < 1e-9 } == true)
        }
    }

    /// `TimelineView(PeriodicTimelineSchedule(from: startDate, by: 1)) { context in … }` ("incorrect
    /// argument labels in call" before): the schedule's own initialiser is the one `.periodic(from:by:)`
    /// makes, and the timeline draws the same.
    @Test func aPeriodicScheduleIsMadeByItsInitialiser() throws {
        func clock(_ schedule: String) -> String {
            """
            let start = Date(timeIntervalSinceReferenceDate: 0)
            TimelineView(\(schedule)) { context in
                Rectangle().fill(.orange).frame(width: 40, height: 40)
            }
            """
        }
        let written = try cleanDisplayList(clock("PeriodicTimelineSchedule(from: start, by: 1)"))
        let made = try cleanDisplayList(clock(".periodic(from: start, by: 1)"))
        #expect(written != nil)
        #expect(written == made)
    }

    /// A shimmer's `modifier(active ? Shine() : Plain())`: `modifier(_:)` is generic, as SwiftUI's,
    /// so two modifier types are a mismatch in swiftc's words, blamed at the first result (Lang
    /// took `any ViewModifier` and drew it); one modifier type on both sides draws.
    @Test func aConditionalOfTwoModifierTypesIsAMismatch() {
        func errors(_ choice: String) -> [String] {
            let cell = """
                struct Shine: ViewModifier { func body(content: Content) -> some View { content.opacity(0.5) } }
                struct Plain: ViewModifier { func body(content: Content) -> some View { content } }
                let active = true
                Text("Max").modifier(\(choice))
                """
            return Lang.Session().run(cell).diagnostics.filter { $0.severity == .error }
                .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        }
        #expect(errors("active ? Shine() : Plain()")
            == ["4:31: result values in '? :' expression have mismatching types 'Shine' and 'Plain'"])
        #expect(errors("active ? Shine() : Shine()").isEmpty)
    }
}
