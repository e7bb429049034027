import Canvas
import Geometry
import Testing
@testable import Lang

/// Session 31's SwiftUI surface gaps, each checked by what it draws: a paged `TabView` with its
/// page dots, `Font.width(_:)` and `.fontWidth(_:)` stretching the face, a `Section` outside a
/// list joining its stack, the environment reaching a `GeometryReader`'s and an
/// `overlayPreferenceValue`'s content, and `LayoutSubview.priority` and `.spacing`.
@Suite struct SurfaceGapTests {
    typealias Fill = (rect: Rect, colour: RGBA)

    static func fills(_ source: String) throws -> [Fill] {
        ContainerControlDrawingTests.solidFills(try SurfaceCompletionTests.drawn(source))
    }

    static func near(_ a: Rect, _ b: Rect, within tolerance: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    static func rects(_ fills: [Fill], _ colour: RGBA) -> [Rect] {
        fills.filter { ContainerControlDrawingTests.sameColour($0.colour, colour) }.map(\.rect)
    }

    // MARK: - Paged TabView

    static let pages = """
        TabView {
            Color.red
            Color.green
            Color.blue
        }
        """

    /// Three pages: the first fills the whole 200×300 view (no tab bar), the others are not
    /// drawn, and three 8-point dots 8 apart sit centred 8 + 9 points above the bottom, the first
    /// white and the others white at 30 %, on a capsule of black at 25 % with `.always`.
    @Test func aPagedTabViewShowsItsFirstPageWithPageDotsOnACapsule() throws {
        let fills = try Self.fills(Self.pages + """
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .frame(width: 200, height: 300)
            """)
        #expect(Self.rects(fills, .red) == [Rect(x: 0, y: 0, width: 200, height: 300)], "\(fills)")
        #expect(Self.rects(fills, .green).isEmpty && Self.rects(fills, .blue).isEmpty)
        let capsule = Self.rects(fills, RGBA.black.withOpacity(0.25))
        #expect(capsule.count == 1 && capsule.allSatisfy { Self.near($0, Rect(x: 70, y: 266, width: 60, height: 26)) }, "\(capsule)")
        let current = Self.rects(fills, .white), others = Self.rects(fills, RGBA.white.withOpacity(0.3))
        #expect(current.count == 1 && current.allSatisfy { Self.near($0, Rect(x: 80, y: 275, width: 8, height: 8)) }, "\(current)")
        #expect(others.count == 2 && zip(others, [96.0, 112]).allSatisfy { Self.near($0, Rect(x: $1, y: 275, width: 8, height: 8)) },
                "\(others)")
    }

    /// Without `.indexViewStyle` the dots sit on the page itself; `.never` hides them, and
    /// `.automatic` hides them for a lone page.
    @Test func pageDotsFollowTheIndexModes() throws {
        let bare = try Self.fills(Self.pages + ".tabViewStyle(.page).frame(width: 200, height: 300)")
        #expect(Self.rects(bare, RGBA.black.withOpacity(0.25)).isEmpty)
        #expect(Self.rects(bare, .white).count == 1 && Self.rects(bare, RGBA.white.withOpacity(0.3)).count == 2)
        let never = try Self.fills(Self.pages + ".tabViewStyle(.page(indexDisplayMode: .never)).frame(width: 200, height: 300)")
        #expect(never.count == 1 && Self.rects(never, .red) == [Rect(x: 0, y: 0, width: 200, height: 300)], "\(never)")
        let lone = try Self.fills("TabView { Color.red }.tabViewStyle(.page).frame(width: 200, height: 300)")
        #expect(lone.count == 1, "\(lone)")
        let always = try Self.fills("""
            TabView { Color.red }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .always)).frame(width: 200, height: 300)
            """)
        #expect(Self.rects(always, .white).count == 1, "\(always)")
    }

    // MARK: - Font widths

    /// The ink width of the text each cell draws.
    static func inkWidths(_ cells: [String]) throws -> [Double] {
        try cells.map { cell in
            let list = try SurfaceCompletionTests.drawn(cell)
            let rects = SurfaceCompletionTests.filledRects(list)
            let ink = try #require(rects.first)
            return rects.dropFirst().reduce(ink) { $0.union($1) }.width
        }
    }

    /// A compressed, condensed or expanded width draws the standard face stretched across by
    /// 62.5 %, 75 % or 125 %, through `.fontWidth` on a view or a text, or `Font.width(_:)`.
    @Test func fontWidthsStretchTheStandardFace() throws {
        let widths = try Self.inkWidths([
            #"Text("Shapebook 31")"#,
            #"Text("Shapebook 31").fontWidth(.compressed)"#,
            #"VStack { Text("Shapebook 31") }.fontWidth(.condensed)"#,
            #"Text("Shapebook 31").font(.body.width(.expanded))"#,
            #"Text("Shapebook 31").font(.body.width(.expanded)).fontWidth(.standard)"#,
        ])
        let standard = widths[0]
        #expect(standard > 50, "\(widths)")
        for (width, factor) in zip(widths.dropFirst(), [0.625, 0.75, 1.25, 1]) {
            #expect(abs(width - standard * factor) < 1e-6, "\(widths)")
        }
    }

    /// A run's own width wins over the view's, as the other run attributes do.
    @Test func aRunKeepsItsOwnWidth() throws {
        let widths = try Self.inkWidths([
            #"Text("AAAA").fontWidth(.expanded) + Text("BBBB").fontWidth(.compressed)"#,
            #"(Text("AAAA").fontWidth(.expanded) + Text("BBBB")).fontWidth(.compressed)"#,
            #"Text("AAAA").fontWidth(.compressed) + Text("BBBB").fontWidth(.compressed)"#,
        ])
        #expect(widths[0] == widths[1] && widths[1] > widths[2] + 10, "\(widths)")
    }

    // MARK: - Section outside a list

    /// A `Section` in a VStack is a group: its header, content and footer are the stack's
    /// children, 10 points apart as the stack says, not a stack of their own 8 points apart.
    @Test func aSectionOutsideAListJoinsItsStack() throws {
        let fills = try Self.fills("""
            VStack(spacing: 10) {
                Section {
                    Color.red.frame(width: 40, height: 20)
                } header: {
                    Color.green.frame(width: 40, height: 10)
                } footer: {
                    Color.blue.frame(width: 40, height: 10)
                }
            }
            """)
        #expect(Self.rects(fills, .green).map(\.minY) == [0], "\(fills)")
        #expect(Self.rects(fills, .red).map(\.minY) == [20], "\(fills)")
        #expect(Self.rects(fills, .blue).map(\.minY) == [50], "\(fills)")
        let row = try Self.fills("""
            HStack(spacing: 5) {
                Section("Head") {
                    Color.red.frame(width: 40, height: 20)
                    Color.blue.frame(width: 40, height: 20)
                }
                .padding(1)
            }
            """)
        // In an HStack the header text and the rows stand side by side, the padding on each.
        let red = try #require(Self.rects(row, .red).first), blue = try #require(Self.rects(row, .blue).first)
        #expect(red.minY == blue.minY && blue.minX - red.maxX == 7, "\(row)")
        #expect(red.minX > 20, "\(row)")
    }

    // MARK: - Environment inside readers

    static let schemeSwatch = """
        struct SchemeSwatch: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View {
                (scheme == .dark ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
            }
        }
        """

    static let darkSwatch = RGBA(red: 0, green: 1, blue: 0), lightSwatch = RGBA(red: 1, green: 0, blue: 0)

    /// `.environment(\.colorScheme, .dark)` outside a GeometryReader reaches the views its
    /// content makes when the figure is drawn, as do `.font` and `.foregroundStyle`.
    @Test func theEnvironmentReachesAGeometryReadersContent() throws {
        let fills = try Self.fills(Self.schemeSwatch + """

            VStack {
                GeometryReader { _ in SchemeSwatch() }
                    .frame(width: 50, height: 50)
                GeometryReader { _ in Rectangle().frame(width: 10, height: 10) }
                    .frame(width: 50, height: 50)
                    .foregroundStyle(Color(red: 0, green: 0, blue: 1))
            }
            .environment(\\.colorScheme, .dark)
            """)
        #expect(Self.rects(fills, Self.darkSwatch).count == 1 && Self.rects(fills, Self.lightSwatch).isEmpty, "\(fills)")
        #expect(Self.rects(fills, RGBA(red: 0, green: 0, blue: 1)).count == 1, "\(fills)")
    }

    /// So does an `overlayPreferenceValue`'s content.
    @Test func theEnvironmentReachesAPreferenceReadersContent() throws {
        let fills = try Self.fills(Self.schemeSwatch + """

            struct Marker: PreferenceKey {
                static var defaultValue = 0
                static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
            }
            Color.clear.frame(width: 50, height: 50)
                .preference(key: Marker.self, value: 1)
                .overlayPreferenceValue(Marker.self) { _ in SchemeSwatch() }
                .environment(\\.colorScheme, .dark)
            """)
        #expect(Self.rects(fills, Self.darkSwatch).count == 1 && Self.rects(fills, Self.lightSwatch).isEmpty, "\(fills)")
    }

    // MARK: - LayoutSubview.priority and .spacing

    /// A layout that reads both: it places its subviews 20 points wide, highest priority first,
    /// each the distance their spacings ask from the one before (8, or 0 next to a Spacer).
    @Test func aLayoutReadsItsSubviewsPriorityAndSpacing() throws {
        let fills = try Self.fills("""
            struct PriorityRow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 200, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let order = subviews.indices.sorted { subviews[$0].priority > subviews[$1].priority }
                    var x = bounds.minX
                    for (n, index) in order.enumerated() {
                        if n > 0 { x += subviews[order[n - 1]].spacing.distance(to: subviews[index].spacing, along: .horizontal) }
                        subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: 20, height: 20))
                        x += 20
                    }
                }
            }
            PriorityRow {
                Color.red
                Spacer().layoutPriority(2)
                Color.green.layoutPriority(3)
                Color.blue.layoutPriority(1)
            }
            """)
        // green (3) at 0; the Spacer (2) 0 after it at 20; blue (1) 0 after the Spacer at 40;
        // red (0) 8 after blue at 68.
        #expect(Self.rects(fills, .green).map(\.minX) == [0], "\(fills)")
        #expect(Self.rects(fills, .blue).map(\.minX) == [40], "\(fills)")
        #expect(Self.rects(fills, .red).map(\.minX) == [68], "\(fills)")
    }
}
