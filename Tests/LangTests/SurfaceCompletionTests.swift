import Canvas
import Foundation
import Geometry
import Testing
@testable import Lang

/// Issue 15's last items on Lang, each checked by what it draws: alignment guides in stacks and
/// frames, `Color.gradient`, statics of protocol extensions (`.fill(.brand)`), colours blending
/// in live animations, `.animation` inside GeometryReader content, dates on a clock face, and
/// the smaller items that had no test of their own.
@Suite struct SurfaceCompletionTests {
    /// The display list of the last cell of `cells`, run in one session.
    static func drawn(_ cells: String...) throws -> DisplayList {
        let session = Lang.Session()
        for cell in cells {
            let result = session.run(cell)
            #expect(result.diagnostics.isEmpty && result.runtimeError == nil,
                    "\(cell): \(result.diagnostics.map(\.message)) \(String(describing: result.runtimeError))")
        }
        return try #require(try session.cellFigure()).displayList
    }

    /// The bounds of each filled path, in drawing order.
    static func filledRects(_ list: DisplayList) -> [Rect] {
        list.items.compactMap { item in
            guard case .fill(let path, _, _) = item else { return nil }
            return path.boundingRect
        }
    }

    /// What was printed by running `source` in a new session.
    static func printed(_ source: String) -> String {
        let result = Lang.Session().run(source)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil,
                "\(result.diagnostics.map(\.message)) \(String(describing: result.runtimeError))")
        return result.output
    }

    // MARK: - Alignment guides

    @Test func aVStackLinesChildrenUpOnTheirLeadingGuides() throws {
        // Guides 50 (the first rect's trailing edge), 0 and 10: the line sits 50 from the
        // stack's leading edge, which reaches 80 (the 30-wide rect starts on the line).
        let rects = Self.filledRects(try Self.drawn("""
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 50, height: 20).alignmentGuide(.leading) { d in d[.trailing] }
                Rectangle().frame(width: 30, height: 20)
                Rectangle().frame(width: 40, height: 20).alignmentGuide(.leading) { _ in 10 }
            }
            .fixedSize()
            """))
        try #require(rects.count == 3)
        let left = rects[0].minX
        #expect(rects.map { $0.minX - left } == [0, 50, 40])
        #expect(rects.map(\.width) == [50, 30, 40])
        #expect(rects.map(\.minY) == [rects[0].minY, rects[0].minY + 20, rects[0].minY + 40])
    }

    @Test func anHStackAndAZStackLineUpVerticalAndBothGuides() throws {
        // HStack(.top): the second rect's top guide at half its height puts its middle on the
        // first's top edge.
        let row = Self.filledRects(try Self.drawn("""
            HStack(alignment: .top, spacing: 0) {
                Rectangle().frame(width: 10, height: 40)
                Rectangle().frame(width: 10, height: 20).alignmentGuide(.top) { d in d[.bottom] / 2 }
            }
            .fixedSize()
            """))
        try #require(row.count == 2)
        #expect(row[1].minY - row[0].minY == -10)
        // ZStack(.topLeading): a guide of −5 on both axes moves the small square 5 right and down.
        let stack = Self.filledRects(try Self.drawn("""
            ZStack(alignment: .topLeading) {
                Rectangle().frame(width: 40, height: 40)
                Rectangle().frame(width: 10, height: 10)
                    .alignmentGuide(.leading) { _ in -5 }
                    .alignmentGuide(.top) { _ in -5 }
            }
            .fixedSize()
            """))
        try #require(stack.count == 2)
        #expect(stack[1].minX - stack[0].minX == 5 && stack[1].minY - stack[0].minY == 5)
    }

    @Test func guidesReachTheStackThroughPaddingFramesAndNestedStacks() throws {
        // The inner stack's leading line is 20 in (its first child's guide); the outer stack
        // lines that line up with the caption's leading edge, so the caption starts 20 to the
        // right of the inner stack's leading edge. Padding and a frame keep the guide.
        let rects = Self.filledRects(try Self.drawn("""
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 60, height: 10)
                VStack(alignment: .leading, spacing: 0) {
                    Rectangle().frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 20 }
                    Rectangle().frame(width: 50, height: 10)
                }
                Rectangle().frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 5 }.padding(.leading, 10)
                Rectangle().frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 8 }.frame(width: 40, alignment: .leading)
            }
            .fixedSize()
            """))
        try #require(rects.count == 5)
        let line = rects[0].minX
        #expect(rects[1].minX - line == -20)
        #expect(rects[2].minX - line == 0)
        // padding: the guide is 5 + 10 = 15 from the padded view's leading edge, which is 10
        // before the rect: the rect's leading edge lands 5 before the line.
        #expect(rects[3].minX - line == -5)
        // A frame aligned .leading places its child by the child's guide: the rect sits 8 left of
        // the frame's leading edge, and the frame's guide is the child's, so the rect is 8 left of
        // the line.
        #expect(rects[4].minX - line == -8)
        // `d[explicit:]` reads a guide set inside the view: the inner stack's line (20), moved 4 more.
        let moved = Self.filledRects(try Self.drawn("""
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 60, height: 10)
                VStack(alignment: .leading, spacing: 0) {
                    Rectangle().frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 20 }
                }
                .alignmentGuide(.leading) { d in (d[explicit: .leading] ?? 0) + 4 }
            }
            .fixedSize()
            """))
        try #require(moved.count == 2)
        #expect(moved[1].minX - moved[0].minX == -24)
    }

    @Test func aFrameAlignsItsChildByTheChildsGuide() throws {
        let rects = Self.filledRects(try Self.drawn("""
            ZStack {
                Rectangle().fill(.gray).frame(width: 100, height: 50)
                Rectangle().frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }
                    .frame(width: 100, height: 50, alignment: .leading)
            }
            """))
        try #require(rects.count == 2)
        #expect(rects[1].minX - rects[0].minX == 10)
        #expect(rects[1].midY == rects[0].midY)
    }

    @Test func guidesThatAreNotFiniteAreRefused() {
        let session = Lang.Session()
        #expect(session.run("""
            VStack(alignment: .leading) { Circle().alignmentGuide(.leading) { _ in .infinity }; Circle() }
            """).runtimeError == nil)
        #expect(throws: (any Error).self) { _ = try session.cellFigure() }
    }

    // MARK: - Colours

    @Test func colorGradientIsASubtleTopToBottomGradientOfTheColour() throws {
        let list = try Self.drawn("Rectangle().fill(.blue.gradient).frame(width: 40, height: 100)")
        guard case .fill(let path, .linearGradient(let stops, let start, let end), _)? = list.items.first else {
            Issue.record("expected a linear gradient fill, got \(list.items)")
            return
        }
        let rect = path.boundingRect
        #expect(start == Point(x: rect.midX, y: rect.minY) && end == Point(x: rect.midX, y: rect.maxY))
        let blue = try #require(RGBA.named["blue"])
        try #require(stops.count == 2)
        #expect(stops[1].color == blue && stops[1].location == 1)
        // A fifth of the way to white at the top.
        let top = stops[0].color
        for (lighter, base) in [(top.red, blue.red), (top.green, blue.green), (top.blue, blue.blue)] {
            #expect(abs(lighter - (base + (1 - base) * 0.2)) < 1e-12)
        }
    }

    @Test func staticsOfProtocolExtensionsReachConformingTypesAndFills() throws {
        #expect(Self.printed("""
            protocol Greeter {}
            extension Greeter {
                static var standard: Int { 42 }
                static func twice(_ x: Int) -> Int { 2 * x }
            }
            struct Hello: Greeter {}
            print(Hello.standard, Hello.twice(4))
            """) == "42 8\n")
        let list = try Self.drawn("""
            struct Brand: ShapeStyle {
                func resolve(in environment: EnvironmentValues) -> Color { Color(red: 0.9, green: 0.3, blue: 0.1) }
            }
            extension ShapeStyle where Self == Brand {
                static var brand: Brand { Brand() }
            }
            """, "Circle().fill(.brand).frame(width: 30, height: 30)")
        guard case .fill(_, .solid(let color), _)? = list.items.first else {
            Issue.record("expected a solid fill, got \(list.items)")
            return
        }
        #expect(color == RGBA(red: 0.9, green: 0.3, blue: 0.1))
        // `where Self == Brand` pins `brand` to Brand, as swiftc does; the library's own
        // constrained statics stay off other styles.
        let session = Lang.Session()
        #expect(session.run("""
            struct Brand: ShapeStyle {
                func resolve(in environment: EnvironmentValues) -> Color { .orange }
            }
            extension ShapeStyle where Self == Brand {
                static var brand: Brand { Brand() }
            }
            let ok = Brand.brand
            """).diagnostics.isEmpty)
        #expect(session.run("let wrong = Color.brand").diagnostics.map(\.message) == ["type 'Color' has no member 'brand'"])
        #expect(session.run("let wrong = Color.tint").diagnostics.map(\.message) == ["type 'Color' has no member 'tint'"])
    }

    /// The sRGB transfer function and its inverse, written out here (IEC 61966-2-1).
    static func toLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func toSRGB(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }

    /// A live view whose button turns a square's colour state from red to blue (its content
    /// `body` draws the square); the square's colour halfway through the animated change.
    static func halfwayColour(_ body: String) throws -> RGBA {
        let session = Lang.Session()
        let result = session.run("""
            struct Swatch: View {
                @State var color = Color.red
                var body: some View {
                    VStack {
                        Button("Blue") { color = .blue }
                        \(body)
                    }
                }
            }
            Swatch()
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics.map(\.message))")
        guard case .live(let cell) = try session.drawCell(live: true) else { throw LiveError.notLive }
        let button = try #require(cell.view.controls.first)
        try cell.change(nil, of: button, output: { _ in })
        let animation = try #require(cell.animation)
        let frame = try #require(cell.frame(of: animation, at: 0.5))
        let fills = frame.displayList.items.compactMap { item -> RGBA? in
            guard case .fill(_, .solid(let color), _) = item else { return nil }
            return color
        }
        return try #require(fills.last)
    }

    enum LiveError: Error { case notLive }

    @Test func namedColoursBlendInLinearLightWhenAnimated() throws {
        let half = try Self.halfwayColour("""
            Rectangle().fill(color).frame(width: 20, height: 20)
                .animation(.linear(duration: 1), value: color)
            """)
        let red = try #require(RGBA.named["red"]), blue = try #require(RGBA.named["blue"])
        func expected(_ a: Double, _ b: Double) -> Double { Self.toSRGB((Self.toLinear(a) + Self.toLinear(b)) / 2) }
        #expect(abs(half.red - expected(red.red, blue.red)) < 1e-9)
        #expect(abs(half.green - expected(red.green, blue.green)) < 1e-9)
        #expect(abs(half.blue - expected(red.blue, blue.blue)) < 1e-9)
        // Brighter than the sRGB mean, which is what blending in linear light looks like.
        #expect(half.red > (red.red + blue.red) / 2 + 0.1)
    }

    @Test func animationInsideGeometryReaderContentPlaysTheChange() throws {
        let half = try Self.halfwayColour("""
            GeometryReader { proxy in
                Rectangle().fill(color).frame(width: proxy.size.width / 2, height: 20)
                    .animation(.linear(duration: 1), value: color)
            }
            .frame(width: 40, height: 20)
            """)
        let red = try #require(RGBA.named["red"]), blue = try #require(RGBA.named["blue"])
        // Neither end: the change is played, not jumped.
        #expect(half != red && half != blue)
        #expect(abs(half.alpha - 1) < 1e-12)
    }

    // MARK: - Dates

    @Test func datesComeFromTheSystemClockAndFoundationsCalendar() throws {
        let before = Foundation.Date().timeIntervalSince1970
        let output = Self.printed("""
            let now = Date().timeIntervalSince1970
            print(now)
            let moment = Date(timeIntervalSince1970: 1_000_000_000)
            print(moment)
            print(moment.timeIntervalSinceReferenceDate, moment.addingTimeInterval(60) > moment)
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            print(utc.component(.hour, from: moment), utc.component(.minute, from: moment), utc.component(.second, from: moment))
            let parts = utc.dateComponents([.year, .month, .day], from: moment)
            print(parts.year!, parts.month!, parts.day!, parts.hour == nil)
            print(utc.date(from: DateComponents(year: 2001, month: 9, day: 9, hour: 1, minute: 46, second: 40)) == moment)
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm:ss"
            formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            print(formatter.string(from: moment))
            print(Calendar.current.component(.hour, from: moment))
            """)
        let after = Foundation.Date().timeIntervalSince1970
        let lines = output.split(separator: "\n").map(String.init)
        try #require(lines.count == 8)
        let now = try #require(Double(lines[0]))
        #expect(now >= before && now <= after)
        #expect(lines[1] == "2001-09-09 01:46:40 +0000")
        #expect(lines[2] == "21692800.0 true")
        #expect(lines[3] == "1 46 40")
        #expect(lines[4] == "2001 9 9 true")
        #expect(lines[5] == "true")
        #expect(lines[6] == "10:46:40")
        // Calendar.current counts hours in the system's zone, as Foundation's does.
        let hour = Calendar.current.component(.hour, from: Foundation.Date(timeIntervalSince1970: 1_000_000_000))
        #expect(lines[7] == String(hour))
        // Offsets beyond ±18 hours are no zone, as Foundation's TimeZone(secondsFromGMT:) says.
        #expect(Self.printed("""
            print(TimeZone(secondsFromGMT: Int.min) == nil, TimeZone(secondsFromGMT: -5400)!.secondsFromGMT())
            """) == "true -5400\n")
    }

    @Test func aClockFaceDrawsItsHandsFromCalendarComponents() throws {
        // 01:46:40 UTC: the minute hand at 46 2/3 minutes, 280° clockwise from twelve.
        let list = try Self.drawn("""
            struct ClockFace: View {
                var date: Date
                var body: some View {
                    Canvas { context, size in
                        var calendar = Calendar(identifier: .gregorian)
                        calendar.timeZone = TimeZone(identifier: "UTC")!
                        let minute = Double(calendar.component(.minute, from: date)) + Double(calendar.component(.second, from: date)) / 60
                        let angle = Angle.degrees(minute * 6)
                        let center = CGPoint(x: size.width / 2, y: size.height / 2)
                        var hand = Path()
                        hand.move(to: center)
                        hand.addLine(to: CGPoint(x: center.x + 40 * sin(angle.radians), y: center.y - 40 * cos(angle.radians)))
                        context.stroke(hand, with: .color(.black), lineWidth: 2)
                    }
                    .frame(width: 100, height: 100)
                }
            }
            ClockFace(date: Date(timeIntervalSince1970: 1_000_000_000))
            """)
        guard case .stroke(let path, _, _)? = list.items.first(where: { if case .stroke = $0 { true } else { false } }) else {
            Issue.record("expected the hand's stroke, got \(list.items)")
            return
        }
        guard case .line(let end)? = path.elements.last, case .move(let start)? = path.elements.first else {
            Issue.record("expected a line, got \(path.elements)")
            return
        }
        let radians = (46 + 40.0 / 60) * 6 * Double.pi / 180
        #expect(abs(end.x - start.x - 40 * sin(radians)) < 1e-9)
        #expect(abs(end.y - start.y + 40 * cos(radians)) < 1e-9)
    }

    // MARK: - Items without a test of their own

    @Test func graphicsContextOpacityFadesWhatIsDrawnAfter() throws {
        let list = try Self.drawn("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                context.opacity = 0.5
                context.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(.red))
            }
            .frame(width: 40, height: 10)
            """)
        // The effective alpha of each fill: its paint's times every group it sits in.
        var alphas: [Double] = []
        var groups: [Double] = []
        for item in list.items {
            switch item {
            case .beginGroup(let opacity): groups.append(opacity)
            case .beginLayer(let layer): groups.append(layer.opacity)
            case .endGroup: _ = groups.popLast()
            case .fill(_, .solid(let color), _): alphas.append(groups.reduce(color.alpha, *))
            default: break
            }
        }
        #expect(alphas == [1, 0.5])
    }

    @Test func fontWeightOnAFontDrawsAsBold() throws {
        let weighted = try Self.drawn("Text(\"Heavy\").font(.body.weight(.bold))")
        let bold = try Self.drawn("Text(\"Heavy\").font(.body).fontWeight(.bold)")
        let regular = try Self.drawn("Text(\"Heavy\").font(.body)")
        #expect(weighted == bold)
        #expect(weighted != regular)
    }

    @Test func lineSubtractionLeavesTheLineOutsideTheShape() throws {
        let list = try Self.drawn("""
            let line = Path { p in
                p.move(to: CGPoint(x: 0, y: 50))
                p.addLine(to: CGPoint(x: 100, y: 50))
            }
            line.lineSubtraction(Circle().path(in: CGRect(x: 25, y: 25, width: 50, height: 50)))
                .stroke(.black, lineWidth: 1)
            """)
        guard case .stroke(let path, _, _)? = list.items.first else {
            Issue.record("expected a stroke, got \(list.items)")
            return
        }
        let xs = path.elements.compactMap { element -> Double? in
            switch element {
            case .move(let point), .line(let point): return point.x
            default: return nil
            }
        }
        let left = try #require(xs.min())
        let expected: [Double] = [0, 25, 75, 100]
        let found = xs.map { $0 - left }.sorted()
        try #require(found.count == expected.count, "\(found)")
        for (x, e) in zip(found, expected) { #expect(abs(x - e) < 0.05) }
    }

    @Test func coreGraphicsCapsAndJoinsReachTheStroke() throws {
        let list = try Self.drawn("""
            Path { p in
                p.move(to: CGPoint(x: 0, y: 0))
                p.addLine(to: CGPoint(x: 20, y: 20))
                p.addLine(to: CGPoint(x: 40, y: 0))
            }
            .stroke(.black, style: StrokeStyle(lineWidth: 4, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel))
            """)
        guard case .stroke(_, _, let style)? = list.items.first else {
            Issue.record("expected a stroke, got \(list.items)")
            return
        }
        #expect(style.lineCap == .round && style.lineJoin == .bevel && style.lineWidth == 4)
    }

    @Test func stateSetThroughItsStorageInAnInitialiserIsDrawn() throws {
        let rects = Self.filledRects(try Self.drawn("""
            struct Bar: View {
                @State private var width: Double
                init(width: Double) { _width = State(initialValue: width) }
                var body: some View { Rectangle().frame(width: width, height: 10) }
            }
            Bar(width: 37)
            """))
        #expect(rects.map(\.width) == [37])
    }
}
