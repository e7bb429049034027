import Testing
@testable import Lang

/// The SwiftUI names whose user code runs during layout (`GeometryReader`, `Canvas` with its
/// `GraphicsContext`, `TimelineView`) and images, through Lang against the old language: each cell
/// must draw the same display list, and Swift's type errors must be Lang's.
@Suite struct LayoutAgreementTests {
    /// Cells that must agree with the old language's figure.
    static let cells: [String] = [
        // GeometryReader: the proxy's size, frames in .named and .global spaces, coordinateSpace(name:).
        """
        let reader = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2)
        }
        HStack(spacing: 0) { Color.blue.frame(width: 30); reader.frame(width: 50) }.coordinateSpace(name: "row").frame(height: 20).padding(5)
        """,
        """
        GeometryReader { proxy in
            Circle().fill(.red).frame(width: proxy.frame(in: .named("row")).minX + 10, height: proxy.frame(in: .global).minX)
        }
        .frame(width: 100, height: 80)
        """,
        """
        HStack(spacing: 0) {
            Color.gray.frame(width: 40)
            GeometryReader { proxy in
                Rectangle().fill(.orange)
                    .frame(width: proxy.frame(in: .named("outer")).minX, height: proxy.frame(in: .local).minX + proxy.safeAreaInsets.top + 12)
            }
        }
        .coordinateSpace(.named("outer"))
        .frame(width: 120, height: 40)
        """,
        """
        struct Ring: View {
            var body: some View {
                GeometryReader { geo in
                    let side = min(geo.size.width, geo.size.height)
                    ZStack {
                        Circle().stroke(.gray, lineWidth: side / 10)
                        Circle().trim(from: 0, to: 0.6).stroke(.blue, lineWidth: side / 10)
                    }
                    .frame(width: side, height: side)
                    .position(x: geo.size.width / 2, y: geo.size.height / 2)
                }
            }
        }
        Ring().frame(width: 150, height: 100)
        """,
        // Canvas: fill, stroke with a line width and a StrokeStyle, .foreground, a copied context.
        """
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)), with: .color(.red))
            var copy = context
            copy.translateBy(x: 20, y: 30)
            copy.opacity = 0.5
            copy.stroke(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.blue), lineWidth: 4)
            context.stroke(Path(CGRect(x: 5, y: 5, width: 40, height: 40)), with: .foreground, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
        }
        .frame(width: 150, height: 120)
        """,
        // clip(to:), rotate(by:), scaleBy, even-odd fill, concatenate, blendMode, .color(red:green:blue:).
        """
        Canvas { context, size in
            context.clip(to: Path(ellipseIn: CGRect(x: 10, y: 10, width: 100, height: 80)))
            context.rotate(by: .degrees(15))
            context.scaleBy(x: 1.5, y: 0.8)
            context.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 60)), with: .color(.green), style: FillStyle(eoFill: true))
            context.concatenate(CGAffineTransform(translationX: 10, y: 5))
            context.blendMode = .multiply
            context.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 50, height: 50)), with: .color(red: 1, green: 0.5, blue: 0))
        }
        .frame(width: 160, height: 120)
        """,
        // addFilter(.shadow / .blur), drawLayer with its own opacity, .color(white:).
        """
        Canvas { context, size in
            context.addFilter(.shadow(color: .black, radius: 4, x: 2, y: 3))
            context.addFilter(.blur(radius: 2))
            context.fill(Path(roundedRect: CGRect(x: 20, y: 20, width: 80, height: 50), cornerRadius: 10), with: .color(.orange))
            context.drawLayer { layer in
                layer.opacity = 0.6
                layer.fill(Path(ellipseIn: CGRect(x: 40, y: 40, width: 60, height: 60)), with: .color(.purple))
                layer.stroke(Path(ellipseIn: CGRect(x: 40, y: 40, width: 60, height: 60)), with: .color(white: 0.2), lineWidth: 3)
            }
        }
        .frame(width: 140, height: 120)
        """,
        // draw(Text, at:anchor:), resolve, draw(_:in:), the transform set directly, .style(_:).
        """
        Canvas { context, size in
            context.draw(Text("Hello"), at: CGPoint(x: size.width / 2, y: 20))
            context.draw(Text("Anchored"), at: CGPoint(x: 0, y: 50), anchor: .topLeading)
            let resolved = context.resolve(Text("Resolved"))
            context.draw(resolved, at: CGPoint(x: 60, y: 90))
            context.draw(Text("A long line of text that wraps"), in: CGRect(x: 10, y: 100, width: 80, height: 60))
            context.transform = CGAffineTransform(scaleX: 2, y: 2)
            context.fill(Path(CGRect(x: 5, y: 5, width: 5, height: 5)), with: .style(Color.teal))
        }
        .frame(width: 160, height: 170)
        """,
        // Gradient shadings placed in the context's points (linear, radial with stops, conic at an
        // angle), a ShapeStyle gradient through .style, colours in a colour space.
        """
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size)
            context.fill(Path(ellipseIn: rect), with: .color(.green))
            context.stroke(Path(rect), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                                             endPoint: CGPoint(x: size.width, y: 0)), lineWidth: 3)
            var copy = context
            copy.translateBy(x: size.width / 2, y: size.height / 2)
            copy.rotate(by: .degrees(45))
            copy.draw(Text("Hi"), at: .zero)
        }
        .frame(width: 200, height: 120)
        """,
        """
        Canvas { context, size in
            let stops = Gradient(stops: [Gradient.Stop(color: .yellow, location: 0), Gradient.Stop(color: .orange, location: 0.6), Gradient.Stop(color: .red, location: 1)])
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80)),
                         with: .radialGradient(stops, center: CGPoint(x: 40, y: 40), startRadius: 5, endRadius: 40))
            context.fill(Path(ellipseIn: CGRect(x: 90, y: 0, width: 80, height: 80)),
                         with: .conicGradient(Gradient(colors: [.blue, .green, .blue]), center: CGPoint(x: 130, y: 40), angle: .degrees(90)))
            context.fill(Path(CGRect(x: 0, y: 90, width: 170, height: 20)),
                         with: .style(LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing)))
            context.fill(Path(CGRect(x: 0, y: 115, width: 40, height: 10)), with: .color(.sRGB, red: 0.2, green: 0.5, blue: 0.9, opacity: 0.8))
            context.fill(Path(CGRect(x: 50, y: 115, width: 40, height: 10)), with: .color(.sRGBLinear, white: 0.5))
        }
        .frame(width: 170, height: 130)
        """,
        // Text with its own modifiers (font, colour, weight) drawn at a point, in a rect and resolved.
        """
        Canvas { context, size in
            context.draw(Text("Title").font(.title).foregroundColor(.red), at: CGPoint(x: 60, y: 20))
            let label = Text("Bold").bold()
            context.draw(label, in: CGRect(x: 0, y: 40, width: 100, height: 30))
            let resolved = context.resolve(Text("Mono").font(.system(size: 12, design: .monospaced)))
            context.draw(resolved, at: CGPoint(x: 50, y: 90), anchor: .center)
        }
        .frame(width: 120, height: 110)
        """,
        // A reader's size in text and in a stack's child.
        """
        GeometryReader { proxy in
            VStack(alignment: .leading) {
                Text("w \\(Int(proxy.size.width))")
                Rectangle().fill(.orange).frame(width: proxy.size.width / 2, height: 10)
            }
        }
        .frame(width: 140, height: 60)
        """,
        // The colour filters.
        """
        Canvas { context, size in
            var grey = context
            grey.addFilter(.grayscale(1))
            grey.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
            var turned = context
            turned.addFilter(.hueRotation(.degrees(90)))
            turned.addFilter(.brightness(0.2))
            turned.fill(Path(CGRect(x: 50, y: 0, width: 40, height: 40)), with: .color(.red))
            var inverted = context
            inverted.addFilter(.colorInvert())
            inverted.addFilter(.contrast(1.5))
            inverted.addFilter(.saturation(0.5))
            inverted.fill(Path(CGRect(x: 0, y: 50, width: 40, height: 40)), with: .color(.blue))
            var multiplied = context
            multiplied.addFilter(.colorMultiply(.yellow))
            multiplied.addFilter(.alphaThreshold(min: 0.5, color: .green))
            multiplied.fill(Path(CGRect(x: 50, y: 50, width: 40, height: 40)), with: .color(.white))
        }
        .frame(width: 100, height: 100)
        """,
        // A Path built from the proxy's size; ticks placed around a reader's circle.
        """
        GeometryReader { geometry in
            Path { path in
                let w = geometry.size.width
                let h = geometry.size.height
                path.move(to: CGPoint(x: 0, y: h / 2))
                for i in 0...20 {
                    let x = w * Double(i) / 20
                    path.addLine(to: CGPoint(x: x, y: h / 2 + sin(Double(i) / 3) * h / 4))
                }
            }
            .stroke(.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        }
        .frame(width: 180, height: 100)
        """,
        """
        struct Clock: View {
            var body: some View {
                GeometryReader { geo in
                    let r = min(geo.size.width, geo.size.height) / 2
                    ZStack {
                        Circle().stroke(lineWidth: 2)
                        ForEach(0..<12) { tick in
                            Rectangle().frame(width: 2, height: 8).offset(y: -r + 6).rotationEffect(.degrees(Double(tick) * 30))
                        }
                    }
                    .frame(width: r * 2, height: r * 2)
                }
            }
        }
        Clock().frame(width: 120, height: 120)
        """,
        // Library shapes' paths filled and stroked in a loop.
        """
        Canvas { context, size in
            for i in 0..<6 {
                let rect = CGRect(x: Double(i) * 25, y: 10, width: 20, height: 20)
                context.fill(Circle().path(in: rect), with: .color(Color.blue.opacity(Double(i + 1) / 6)))
                context.stroke(RoundedRectangle(cornerRadius: 4).path(in: rect.insetBy(dx: -2, dy: -2)), with: .color(.gray), lineWidth: 1)
            }
        }
        .frame(width: 160, height: 40)
        """,
        // A Canvas inside a TimelineView, rotated by the timeline's date plus an angle sum.
        """
        TimelineView(.animation) { timeline in
            let t = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                let angle = Angle.radians(t)
                context.translateBy(x: size.width / 2, y: size.height / 2)
                context.rotate(by: angle + .degrees(30))
                context.fill(Path(CGRect(x: -30, y: -5, width: 60, height: 10)), with: .color(.red))
                context.rotate(by: .degrees(-90))
                context.fill(Path(CGRect(x: -30, y: -5, width: 60, height: 4)), with: .color(.blue))
            }
        }
        .frame(width: 100, height: 100)
        """,
        // Image(systemName:) placeholders in a font's size.
        """
        VStack {
            Image(systemName: "star.fill").font(.title)
            Image(systemName: "heart")
        }
        """,
        // TimelineView at its first date.
        """
        TimelineView(.animation) { context in
            Circle().fill(.red).frame(width: 20 + context.date.timeIntervalSinceReferenceDate, height: 30)
        }
        """,
        // aspectRatio, scaledToFit, scaledToFill.
        """
        HStack {
            Circle().fill(.blue).aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)
            Rectangle().fill(.green).scaledToFit().frame(width: 60, height: 90)
            Rectangle().fill(.red).scaledToFill().frame(width: 60, height: 90)
        }
        """,
    ]

    @Test func cellsAgreeWithTheOldLanguage() {
        let outcomes = SurfaceAgreementTests.compare(Self.cells)
        for (cell, outcome) in zip(Self.cells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    /// The errors `swiftc -typecheck` gives for these cells against Tests/SwiftUIStub, on the same
    /// lines. (swiftc's columns are 19, 79 and 30: it points at the member and at the closing
    /// parenthesis, where Lang points at the start of the argument and of the call.)
    @Test(arguments: [
        ("GeometryReader { proxy in\n    Text(\"\\(proxy.width)\")\n}", "2: value of type 'GeometryProxy' has no member 'width'"),
        ("Canvas { context, size in\n    context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: Color.red)\n}",
         "2: cannot convert value of type 'Color' to expected argument type 'GraphicsContext.Shading'"),
        ("Canvas { context, size in\n    context.translateBy(x: 10)\n}", "2: missing argument for parameter 'y' in call"),
    ])
    func typeErrorsAreSwifts(cell: String, expected: String) {
        let result = Lang.Session().run(cell)
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line): \($0.message)" }
        #expect(errors == [expected])
    }

    /// What the old language drew for `Text` in a colour on a `Canvas` (it has no `ResolvedText.shading`).
    static let resolvedTextReference = """
        Canvas { context, size in
            context.draw(Text("Red").foregroundColor(.red), at: CGPoint(x: 40, y: 20))
            context.draw(Text("Plain"), in: CGRect(x: 0, y: 40, width: 80, height: 30))
        }
        .frame(width: 80, height: 80)
        """

    /// A resolved text given a shading draws as the old language draws the text in that colour.
    @Test func resolvedTextDrawsInItsShading() throws {
        try SurfaceAgreementTests.expectDrawsAsReference("""
        Canvas { context, size in
            var label = context.resolve(Text("Red"))
            label.shading = .color(.red)
            context.draw(label, at: CGPoint(x: 40, y: 20))
            context.draw(context.resolve(Text("Plain")), in: CGRect(x: 0, y: 40, width: 80, height: 30))
        }
        .frame(width: 80, height: 80)
        """, Self.resolvedTextReference)
    }

    /// Cells that set `Canvas.size`, `.background`, `.foreground` and `.scale` for later cells.
    static let settingsCells = [
        "Canvas.size = CGSize(width: 100, height: 50)\nRectangle()",
        "Canvas.background = .yellow\nCanvas.foreground = .blue\nCanvas.scale = 3\nCircle().frame(width: 40, height: 40)",
        "Canvas { context, size in\n    context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .foreground)\n}",
    ]

    /// `Canvas.size`, `.background`, `.foreground` and `.scale` set in one cell hold for the
    /// figures of later cells, as in the old language: same display lists and the same scale.
    @Test func figureSettingsAgreeWithTheOldLanguage() throws {
        let session = Lang.Session()
        for index in Self.settingsCells.indices {
            let cell = Self.settingsCells[index]
            let result = session.run(cell)
            #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(cell)")
            let figure = try #require(try session.cellFigure())
            let expected = ReferenceFigures.reference(Array(Self.settingsCells[...index]))
            #expect(expected == ReferenceFigures.fingerprint(figure), "\(cell)")
        }
        // A scale out of range stops the cell that sets it, as in the old language, and the session keeps its scale.
        #expect(session.run("Canvas.scale = 40\nCircle()").runtimeError == RuntimeError("Canvas.scale must be in 0 < scale ≤ 16, got 40.0", line: 1))
        #expect(session.run("Canvas.scale").runtimeError == nil)
        #expect(try session.cellValueText() == "3.0")
    }

    @Test func systemImagesNoteOnceOnStderr() throws {
        let session = Lang.Session()
        _ = session.run("Image(systemName: \"star\")")
        _ = session.run("Image(systemName: \"heart\")")
        #expect(session.takeNotes() == "Image(systemName: \"star\"): SF Symbols are not available here; symbols are drawn as placeholders of their size.\n")
        #expect(session.takeNotes() == "")
    }
}
