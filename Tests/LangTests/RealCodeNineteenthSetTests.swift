import Testing
import Canvas
import Geometry
@testable import Lang

/// Patterns of the nineteenth set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words.
@Suite struct RealCodeNineteenthSetTests {
    func drawn(_ source: String) throws -> DisplayList { try SurfaceCompletionTests.drawn(source) }

    func close(_ rect: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
        guard let rect else { return false }
        return [rect.minX - x, rect.minY - y, rect.width - width, rect.height - height].allSatisfy { abs($0) < 1e-9 }
    }

    /// A shake modifier `struct ShakeEffect: GeometryEffect` used as `.modifier(ShakeEffect(…))`
    /// ("cannot find type 'GeometryEffect' in scope" before): the view is drawn through the
    /// transform `effectValue(size:)` gives for its own size, from its top-left corner, and its
    /// layout stays where it was.
    @Test func aGeometryEffectDrawsThroughTheTransformForItsSize() throws {
        let effects = """
            struct HalfWidthShift: GeometryEffect {
                var animatableData: CGFloat = 1
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: size.width / 2 * animatableData, y: 0))
                }
            }
            struct Shake: GeometryEffect {
                var animatableData: CGFloat
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: 8 * sin(animatableData * .pi * 3), y: 0))
                }
            }
            struct Stretch: GeometryEffect {
                var animatableData: CGFloat = 0
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)).concatenating(ProjectionTransform(CGAffineTransform(translationX: 0, y: size.height)))
                }
            }

            """
        func rect(_ modifier: String) throws -> Rect? {
            let rects = try filledRects(drawnBy: effects + """
                Rectangle().fill(.red).frame(width: 20, height: 10).modifier(\(modifier)).frame(width: 100, height: 100)
                """)
            #expect(rects.count == 1, "\(modifier): \(rects)")
            return rects.first
        }
        // Unmoved, the rectangle's top-left corner is at (40, 45).
        #expect(close(try rect("HalfWidthShift()"), 50, 45, 20, 10))
        #expect(close(try rect("HalfWidthShift(animatableData: 0)"), 40, 45, 20, 10))
        // 8·sin(π/2) to the right at a sixth, 8·sin(3π/2) to the left at a half.
        #expect(close(try rect("Shake(animatableData: 1.0 / 6)"), 48, 45, 20, 10))
        #expect(close(try rect("Shake(animatableData: 0.5)"), 32, 45, 20, 10))
        // Scaled from the corner, then moved down by the height: the transforms compose in order.
        #expect(close(try rect("Stretch()"), 40, 55, 40, 10))
        // The layout is the view's own: the next view in a stack stays 10 points down, where the
        // moved red one is now drawn.
        let stacked = try filledRects(drawnBy: effects + """
            VStack(spacing: 0) {
                Rectangle().fill(.red).frame(width: 20, height: 10).modifier(Stretch())
                Rectangle().fill(.blue).frame(width: 20, height: 10)
            }
            """)
        #expect(stacked.count == 2)
        if stacked.count == 2 { #expect(abs(stacked[1].minY - stacked[0].minY) < 1e-9) }
        #expect(SurfaceCompletionTests.printed("""
            let t = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
            print(t.isIdentity, t.isAffine, ProjectionTransform().isIdentity, t.m31, t.m32, t.concatenating(t).m31)
            """) == "false true true 3.0 4.0 6.0\n")
    }

    /// `let layout = isRadial ? AnyLayout(RadialLayout()) : AnyLayout(CustomLayout())` and then
    /// `layout { … }` ("cannot find 'AnyLayout' in scope" before): the erased layout sizes and
    /// places its subviews as the layout it wraps.
    @Test func anAnyLayoutPlacesAsTheLayoutItWraps() throws {
        let layouts = """
            struct Diagonal: Layout {
                var step: CGFloat
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (index, subview) in subviews.enumerated() {
                        subview.place(at: CGPoint(x: bounds.minX + step * CGFloat(index), y: bounds.minY + step * CGFloat(index)),
                                      proposal: .unspecified)
                    }
                }
            }
            struct Row: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (index, subview) in subviews.enumerated() {
                        subview.place(at: CGPoint(x: bounds.minX + 30 * CGFloat(index), y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            let isDiagonal = true

            """
        let content = "{ ForEach(0..<3) { _ in Rectangle().fill(.red).frame(width: 10, height: 10) } }"
        let erased = try filledRects(drawnBy: layouts + """
            let layout = isDiagonal ? AnyLayout(Diagonal(step: 20)) : AnyLayout(Row())
            layout \(content)
            """)
        #expect(erased.map { [$0.minX, $0.minY] } == [[0, 0], [20, 20], [40, 40]])
        #expect(erased == (try filledRects(drawnBy: layouts + """
            let diagonal = Diagonal(step: 20)
            diagonal \(content)
            """)))
        let row = try filledRects(drawnBy: layouts + """
            let layout = !isDiagonal ? AnyLayout(Diagonal(step: 20)) : AnyLayout(Row())
            layout \(content)
            """)
        #expect(row.map { [$0.minX, $0.minY] } == [[0, 0], [30, 0], [60, 0]])
    }

    /// `context.cadence >= .live ? nanosValue(for: date) : secondsValue(for: date)` in a
    /// timeline ("binary operator '>=' cannot be applied to two 'TimelineCadence' operands"
    /// before): cadences compare fastest first, and a figure draws at `.live`.
    @Test func timelineCadencesCompareFastestFirst() throws {
        #expect(SurfaceCompletionTests.printed("""
            print(TimelineCadence.live < .seconds, TimelineCadence.seconds < .minutes, TimelineCadence.minutes >= .live, TimelineCadence.live > .seconds)
            """) == "true true true false\n")
        let rects = try filledRects(drawnBy: """
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                Rectangle().frame(width: context.cadence >= .live && context.cadence < .seconds ? 30 : 10, height: 5)
            }
            """)
        #expect(rects.map(\.width) == [30])
    }

    /// `.monospacedDigit()` on a `Group` of clock texts ("value of type 'some View' has no
    /// member 'monospacedDigit'" before) and on a `Text`: the default face's digits are already
    /// all one width, so the text draws as it is.
    @Test func monospacedDigitKeepsTheDefaultFacesDigits() throws {
        let plain = try drawn("VStack { Text(\"12:05:31\"); Text(\"11:11:11\") }.font(.title)")
        #expect(try drawn("VStack { Text(\"12:05:31\"); Text(\"11:11:11\") }.font(.title).monospacedDigit()") == plain)
        #expect(try drawn("VStack { Text(\"12:05:31\").monospacedDigit(); Text(\"11:11:11\") }.font(.title)") == plain)
        // Those digits are one width: a line of ones is as wide as a line of eights.
        let ones = try drawn("Text(\"1111\")").size.width, eights = try drawn("Text(\"8888\")").size.width
        #expect(abs(ones - eights) < 1e-9)
    }

    /// `struct IconLabelStyle: LabelStyle` drawing `configuration.title` before
    /// `configuration.icon`, applied as `.labelStyle(.trailingIcon)` through an
    /// `extension LabelStyle where Self == IconLabelStyle` ("cannot find type 'LabelStyle' in
    /// scope" before): a style of your own draws each label inside from its title and icon;
    /// the library's styles draw both, the icon alone or the title alone.
    @Test func aLabelStyleDrawsEachLabelFromItsTitleAndIcon() throws {
        let style = """
            struct IconLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.title; configuration.icon }
                }
            }
            extension LabelStyle where Self == IconLabelStyle {
                static var trailingIcon: Self { Self() }
            }

            """
        let label = "Label(\"Next\", systemImage: \"arrow.right\")"
        #expect(try drawn(style + "\(label).labelStyle(.trailingIcon)")
                == (try drawn("HStack { Text(\"Next\"); Image(systemName: \"arrow.right\") }")))
        // The style reaches the labels inside the view it is set on, and not past a nested one.
        #expect(try drawn(style + "VStack { \(label); \(label).labelStyle(.titleAndIcon) }.labelStyle(IconLabelStyle())")
                == (try drawn("VStack { HStack { Text(\"Next\"); Image(systemName: \"arrow.right\") }; \(label) }")))
        #expect(try drawn("\(label).labelStyle(.iconOnly)") == (try drawn("Image(systemName: \"arrow.right\")")))
        #expect(try drawn("\(label).labelStyle(.titleOnly)") == (try drawn("Text(\"Next\")")))
        #expect(try drawn("\(label).labelStyle(.automatic)") == (try drawn(label)))
        #expect(try drawn("\(label).labelStyle(.titleAndIcon)") != (try drawn("\(label).labelStyle(.titleOnly)")))
    }

    /// `.font(.custom("Poppins-SemiBoldItalic", size: 40))` (the eighteenth set's playing card,
    /// drawn bold and upright before): a font by name is the system font in the face its name
    /// gives, the weight and slant of the style after a PostScript name's last hyphen, or of a
    /// family name's words. Checked in the monospaced design, whose face (JetBrains Mono) has
    /// every weight and italics, so semibold and bold draw differently there.
    @Test func aCustomFontTakesTheFaceItsNameGives() throws {
        func same(_ custom: String, _ system: String) throws -> Bool {
            try drawn("Text(\"Ag 42\").font(.custom(\"\(custom)\", size: 20))") == (try drawn("Text(\"Ag 42\").font(\(system))"))
        }
        #expect(try same("SFMono-SemiBoldItalic", ".system(size: 20, weight: .semibold, design: .monospaced).italic()"))
        #expect(try !same("SFMono-SemiBoldItalic", ".system(size: 20, weight: .bold, design: .monospaced).italic()"))
        #expect(try same("Menlo-Regular", ".system(size: 20, design: .monospaced)"))
        #expect(try same("SFMono-ExtraBold", ".system(size: 20, weight: .heavy, design: .monospaced)"))
        #expect(try same("SFMono-LightOblique", ".system(size: 20, weight: .light, design: .monospaced).italic()"))
        #expect(try same("SFMono-DemiBold", ".system(size: 20, weight: .semibold, design: .monospaced)"))
        #expect(try same("Poppins-SemiBoldItalic", ".system(size: 20, weight: .semibold).italic()"))
        #expect(try same("Avenir-Heavy", ".system(size: 20, weight: .heavy)"))
        #expect(try same("Arial Bold", ".system(size: 20, weight: .bold)"))
        // A family name without a style is its regular face; only the style names the face.
        #expect(try same("Georgia", ".system(size: 20, design: .serif)"))
        #expect(try same("BlackOpsOne-Regular", ".system(size: 20)"))
    }

    /// A radial-layout clock's `Circle().frame(width: 44)` icons placed with
    /// `proposal: .unspecified` (drawn as 10-point dots before): a circle offered a length on one
    /// axis and none on the other takes that length on both, as SwiftUI's `Circle.sizeThatFits`;
    /// other shapes still take 10 points on the axis with no proposal.
    @Test func aCircleOfferedOneLengthIsThatWide() throws {
        let layout = """
            struct Loose: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified) }
                }
            }
            let loose = Loose()

            """
        #expect(try filledRects(drawnBy: layout + "loose { Circle().fill(.red).frame(width: 44) }").map(\.size) == [Size(width: 44, height: 44)])
        #expect(try filledRects(drawnBy: layout + "loose { Circle().fill(.red).frame(height: 30) }").map(\.size) == [Size(width: 30, height: 30)])
        #expect(try filledRects(drawnBy: layout + "loose { Rectangle().fill(.red).frame(width: 44) }").map(\.size) == [Size(width: 44, height: 10)])
        #expect(try filledRects(drawnBy: layout + "loose { Circle().fill(.red) }").map(\.size) == [Size(width: 10, height: 10)])
        // Offered both lengths, a circle still takes the whole frame, drawn in its shorter side.
        let framed = try drawn("Circle().fill(.red).frame(width: 80, height: 40).border(Color.blue)")
        #expect(framed.size == Size(width: 80, height: 40))
    }
}
