import Canvas
import Testing
@testable import Lang

/// Paint and effects through Lang against the old language: gradients, hierarchical and
/// material styles, shadows as a style, system colours, and the effect modifiers must draw the
/// same display list as the old language draws for the same cell.
@Suite struct PaintAgreementTests {
    /// Shape styles: every gradient and its forms, stops, the `ShapeStyle` statics, levels,
    /// tint, materials and shadows as a style.
    static let styleCells: [String] = [
        "Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 100, height: 60)",
        "Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.red, .yellow, .green]), startPoint: .leading, endPoint: .trailing)).frame(width: 120, height: 40)",
        """
        Capsule().fill(LinearGradient(stops: [Gradient.Stop(color: .orange, location: 0), .init(color: .purple, location: 0.7)],
                                      startPoint: .topLeading, endPoint: .bottomTrailing)).frame(width: 140, height: 50)
        """,
        "Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 5, endRadius: 60)).frame(width: 120, height: 120)",
        "Circle().fill(RadialGradient(gradient: Gradient(colors: [.yellow, .red]), center: .topLeading, startRadius: 0, endRadius: 100)).frame(width: 100, height: 100)",
        "Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center)).frame(width: 100, height: 100)",
        "Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))).frame(width: 100, height: 100)",
        "Circle().strokeBorder(AngularGradient(gradient: Gradient(colors: [.mint, .indigo]), center: .center, angle: .degrees(90)), lineWidth: 12).frame(width: 100, height: 100)",
        "Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange, .red])).frame(width: 160, height: 80)",
        "Rectangle().fill(EllipticalGradient(gradient: Gradient(colors: [.white, .black]), center: .top, startRadiusFraction: 0.1, endRadiusFraction: 0.8)).frame(width: 100, height: 100)",
        "Rectangle().fill(.linearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom)).frame(width: 80, height: 80)",
        "Rectangle().fill(.linearGradient(Gradient(colors: [.green, .blue]), startPoint: .leading, endPoint: .trailing)).frame(width: 80, height: 40)",
        "Rectangle().fill(.linearGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.8)], startPoint: .top, endPoint: .bottom)).frame(width: 60, height: 90)",
        "Circle().fill(.radialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50)).frame(width: 100, height: 100)",
        "Circle().fill(.angularGradient(colors: [.red, .green, .blue], center: .center, startAngle: .degrees(-90), endAngle: .degrees(270))).frame(width: 90, height: 90)",
        "Circle().fill(.conicGradient(colors: [.red, .orange, .red], center: .center, angle: .degrees(45))).frame(width: 90, height: 90)",
        "Circle().fill(.conicGradient(Gradient(colors: [.teal, .cyan]), center: .bottom)).frame(width: 90, height: 90)",
        "Ellipse().fill(.ellipticalGradient(colors: [.white, .gray])).frame(width: 150, height: 70)",
        "Ellipse().fill(.ellipticalGradient(Gradient(colors: [.blue, .black]), center: .center, startRadiusFraction: 0, endRadiusFraction: 0.4)).frame(width: 150, height: 70)",
        "LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom).frame(width: 100, height: 50)",
        "RadialGradient(colors: [.red, .clear], center: .center, startRadius: 0, endRadius: 40).frame(width: 80, height: 80)",
        "Circle().fill(.secondary).frame(width: 40, height: 40)",
        "Circle().fill(.tertiary).foregroundStyle(.red).frame(width: 40, height: 40)",
        "Rectangle().fill(.quaternary).frame(width: 40, height: 40)",
        "Rectangle().fill(.primary).frame(width: 30, height: 30)",
        "Rectangle().fill(.tint).frame(width: 30, height: 30)",
        "Rectangle().fill(Color.accentColor).frame(width: 30, height: 30)",
        "Rectangle().fill(Color.primary).frame(width: 30, height: 30)",
        "Rectangle().fill(Color.secondary).frame(width: 30, height: 30)",
        "Rectangle().fill(.ultraThinMaterial).frame(width: 80, height: 40).background(Color.blue)",
        "Text(\"Glass\").padding().background(.ultraThinMaterial)",
        "Circle().frame(width: 30, height: 30).padding(4).background(.yellow).overlay(.red.opacity(0.3))",
        "Text(\"Tag\").padding(6).background(Material.thin)",
        "Circle().fill(.blue).frame(width: 50, height: 50).background(.secondary)",
        "Rectangle().fill(.regularMaterial).frame(width: 80, height: 40)",
        "RoundedRectangle(cornerRadius: 10).fill(.thickMaterial).frame(width: 80, height: 40)",
        "Circle().fill(.blue.shadow(.drop(radius: 4))).frame(width: 60, height: 60).padding(10)",
        "Circle().fill(.red.shadow(.drop(color: .black, radius: 3, x: 2, y: 2))).frame(width: 60, height: 60).padding(10)",
        "Circle().fill(.green.shadow(.inner(radius: 5))).frame(width: 60, height: 60)",
        "Circle().fill(Color.orange.shadow(.inner(color: .red, radius: 2, x: 1, y: 1))).frame(width: 60, height: 60)",
        """
        struct Sunset: ShapeStyle {
            var top: Color
            func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
                LinearGradient(colors: [top, .purple], startPoint: .top, endPoint: .bottom)
            }
        }
        Rectangle().fill(Sunset(top: .orange)).frame(width: 60, height: 60)
        """,
        """
        HStack {
            Circle().fill(.primary)
            Circle().fill(.secondary)
            Circle().fill(.tertiary)
        }
        .foregroundStyle(.blue, .green, .orange)
        .frame(width: 150, height: 50)
        """,
        "Text(\"Gradient\").font(.largeTitle).foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))",
        "Text(\"Quiet\").foregroundStyle(.secondary)",
        "Text(\"Grey\").foregroundColor(.secondary)",
        "Text(\"Tinted\").foregroundStyle(.tint)",
        "Capsule().stroke(.conicGradient(colors: [.blue, .purple, .blue], center: .center), lineWidth: 4).frame(width: 90, height: 40)",
        """
        VStack {
            Rectangle().fill(.primary)
            Rectangle().fill(.secondary)
        }
        .foregroundStyle(.pink, .gray)
        .frame(width: 50, height: 100)
        """,
    ]

    /// Colours: system and UIKit colours, colour spaces, HSB, white, opacity.
    static let colorCells: [String] = [
        "Rectangle().fill(Color(.systemYellow)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(uiColor: .systemTeal)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(UIColor.systemTeal)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(.systemGray5)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(.secondaryLabel)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(UIColor.cyan)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(nsColor: .systemPink)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(UIColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.9))).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(UIColor(white: 0.3, alpha: 1))).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1))).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(hue: 0.3, saturation: 0.8, brightness: 0.7)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(hue: 0.95, saturation: 0.4, brightness: 1, opacity: 0.5)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(.sRGB, red: 0.1, green: 0.6, blue: 0.3, opacity: 0.8)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(.sRGBLinear, red: 0.5, green: 0.002, blue: 0.2)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(.displayP3, red: 1, green: 0.2, blue: 0.1)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(.sRGBLinear, white: 0.5, opacity: 0.5)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(white: 0.4)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color(white: 0.8, opacity: 0.3)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color.red.opacity(0.4)).frame(width: 40, height: 40)",
        "Rectangle().fill(Color.blue.opacity(0.5).opacity(0.5)).frame(width: 40, height: 40)",
        "Rectangle().foregroundColor(Color(.systemIndigo).opacity(0.7)).frame(width: 40, height: 40)",
    ]

    /// The effect modifiers, clips and masks.
    static let effectCells: [String] = [
        "Circle().fill(.blue).frame(width: 60, height: 60).shadow(radius: 5)",
        "Text(\"Shadow\").font(.title).shadow(color: .blue, radius: 2, x: 1, y: 1)",
        "Text(\"Soft\").blur(radius: 1.5)",
        "Image(systemName: \"star\").foregroundStyle(.yellow).shadow(radius: 1)",
        "HStack { Circle().fill(.red); Circle().fill(.green) }.frame(width: 100, height: 50).grayscale(0.5).opacity(0.8)",
        "Color.blue.frame(width: 60, height: 40).shadow(radius: 4)",
        "Color.green.shadow(radius: 3).frame(width: 60, height: 40)",
        "Circle().fill(.blue).frame(width: 60, height: 60).shadow(color: .gray, radius: 4, x: 3, y: 5)",
        "Rectangle().fill(.red).frame(width: 60, height: 60).shadow(color: .black.opacity(0.5), radius: 2, y: 4).padding()",
        "Circle().fill(.orange).frame(width: 60, height: 60).blur(radius: 3)",
        "Rectangle().fill(.green).frame(width: 60, height: 60).blur(radius: 6, opaque: true)",
        """
        ZStack {
            Circle().fill(.red).frame(width: 80, height: 80).offset(x: -20)
            Circle().fill(.blue).frame(width: 80, height: 80).offset(x: 20).blendMode(.multiply)
        }
        """,
        """
        ZStack {
            Circle().fill(.yellow).frame(width: 70, height: 70)
            Circle().fill(.purple).frame(width: 70, height: 70).offset(x: 30).blendMode(.screen)
        }
        .compositingGroup()
        .opacity(0.7)
        """,
        """
        ZStack {
            Rectangle().fill(.red).frame(width: 60, height: 60)
            Rectangle().fill(.blue).frame(width: 60, height: 60).offset(x: 20, y: 20)
        }
        .drawingGroup()
        .shadow(radius: 3)
        """,
        "Circle().fill(.blue).frame(width: 50, height: 50).brightness(0.3)",
        "Circle().fill(.blue).frame(width: 50, height: 50).contrast(0.5)",
        "Circle().fill(.red).frame(width: 50, height: 50).saturation(0.2)",
        "Circle().fill(.red).frame(width: 50, height: 50).grayscale(1)",
        "Circle().fill(.red).frame(width: 50, height: 50).hueRotation(.degrees(120))",
        "Circle().fill(.red).frame(width: 50, height: 50).colorInvert()",
        "Circle().fill(.yellow).frame(width: 50, height: 50).luminanceToAlpha()",
        "Circle().fill(.white).frame(width: 50, height: 50).colorMultiply(.pink)",
        "Rectangle().fill(.teal).frame(width: 50, height: 50).opacity(0.4)",
        "Rectangle().fill(.blue).frame(width: 100, height: 60).clipShape(Circle())",
        "Rectangle().fill(.blue).frame(width: 100, height: 60).clipShape(Capsule(), style: FillStyle(eoFill: true))",
        "Circle().fill(.red).frame(width: 100, height: 100).offset(x: 30).frame(width: 80, height: 80).clipped()",
        "Rectangle().fill(.indigo).frame(width: 100, height: 60).cornerRadius(12)",
        "Rectangle().fill(.orange).frame(width: 100, height: 100).mask(Circle())",
        "Rectangle().fill(.orange).frame(width: 100, height: 100).mask { Circle().padding(10) }",
        """
        Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 120, height: 80)
            .mask {
                Circle()
                Rectangle().frame(width: 20, height: 20)
            }
        """,
        "Text(\"Fade\").font(.title).mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))",
        "Rectangle().fill(.mint).frame(width: 80, height: 80).mask(alignment: .topLeading) { Circle().frame(width: 40, height: 40) }",
    ]

    /// Records every cell of `cells` that does not draw what the old language draws.
    static func expectAgreement(_ cells: [String]) {
        let outcomes = SurfaceAgreementTests.compare(cells)
        for (cell, outcome) in zip(cells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    /// Swift spellings the old language lacks (`#colorLiteral`, `ShapeStyle.image`, `Gradient` as a
    /// style, `HierarchicalShapeStyle.tertiary`, a `ShapeStyle` static's chain, a style of your own reading
    /// the environment's light `colorScheme`) draw what
    /// the old language draws for the spelling they stand for.
    static var spellingPairs: [(swift: String, reference: String)] {
        let directory = LayoutImageTests.directory
        return [
            ("Rectangle().fill(Color(#colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))).frame(width: 40, height: 40)",
             "Rectangle().fill(Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.75)).frame(width: 40, height: 40)"),
            ("let tone: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)\nCircle().fill(tone).frame(width: 30, height: 30)",
             "Circle().fill(Color(red: 0.2, green: 0.4, blue: 0.6)).frame(width: 30, height: 30)"),
            ("Rectangle().fill(.image(Image(path: \"\(directory)/leaf.png\"), scale: 2)).frame(width: 20, height: 20)",
             "Rectangle().fill(ImagePaint(image: Image(path: \"\(directory)/leaf.png\"), scale: 2)).frame(width: 20, height: 20)"),
            ("Circle().fill(HierarchicalShapeStyle.tertiary).frame(width: 20, height: 20)",
             "Circle().fill(.tertiary).frame(width: 20, height: 20)"),
            ("Rectangle().fill(Gradient(colors: [.yellow, .green])).frame(width: 50, height: 50)",
             "Rectangle().fill(LinearGradient(colors: [.yellow, .green], startPoint: .top, endPoint: .bottom)).frame(width: 50, height: 50)"),
            ("Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).shadow(.drop(radius: 2))).frame(width: 40, height: 40).padding(6)",
             "Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).shadow(.drop(radius: 2))).frame(width: 40, height: 40).padding(6)"),
            ("struct Warning: ShapeStyle {\n    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {\n"
             + "        environment.colorScheme == .dark ? Color.yellow : Color.orange\n    }\n}\n"
             + "Capsule().fill(Warning()).frame(width: 80, height: 30)",
             "Capsule().fill(Color.orange).frame(width: 80, height: 30)"),
        ]
    }

    @Test func swiftOnlySpellingsDrawWhatTheyStandFor() throws {
        for (swift, reference) in Self.spellingPairs {
            try SurfaceAgreementTests.expectDrawsAsReference(swift, reference)
        }
    }

    /// Cells Swift rejects, each with Swift's message: a gradient where a `Color` is required,
    /// unknown members, missing or mislabelled arguments.
    @Test func illTypedPaintIsRejectedAsSwiftRejectsIt() {
        let cells: [(String, String)] = [
            ("let v = Rectangle().foregroundColor(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))",
             "cannot convert value of type 'LinearGradient' to expected argument type 'Color'"),
            ("let g: Color = RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 9)",
             "cannot convert value of type 'RadialGradient' to specified type 'Color'"),
            ("let v = Circle().shadow(color: AngularGradient(colors: [.red], center: .center), radius: 3)",
             "cannot convert value of type 'AngularGradient' to expected argument type 'Color'"),
            ("let c = Color(.notAColor)", "reference to member 'notAColor' cannot be resolved without a contextual type"),
            ("let v = Circle().fill(.blue.shadow(.drop()))", "missing argument for parameter 'radius' in call"),
            ("let v = Circle().blendMode(.mutiply)", "type 'BlendMode' has no member 'mutiply'"),
            ("let v = Circle().blur(3)", "missing argument label 'radius:' in call"),
            ("let s = Gradient.Stop(color: .red, location: \"x\")", "cannot convert value of type 'String' to expected argument type 'CGFloat'"),
            ("let v = Circle().fill(.conicGradient(colors: [.red], center: .center, angle: 45))",
             "cannot convert value of type 'Int' to expected argument type 'Angle'"),
            ("let t = Color.tint", "type 'Color' has no member 'tint'"),
        ]
        for (cell, message) in cells {
            let messages = Lang.Session().run(cell).diagnostics.map(\.message)
            #expect(messages.contains(message), "\(cell): \(messages)")
        }
    }

    /// `ImagePaint` tiles and styles with an opacity, with the fixed-pixel image loader of
    /// `LayoutImageTests`.
    static var imagePaintCells: [String] {
        let directory = LayoutImageTests.directory
        return [
            "Circle().fill(ImagePaint(image: Image(path: \"\(directory)/leaf.png\"), scale: 2)).frame(width: 40, height: 40)",
            "Rectangle().stroke(ImagePaint(image: Image(path: \"\(directory)/leaf.png\"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 3), lineWidth: 6).frame(width: 40, height: 30)",
            "Rectangle().fill(ImagePaint(image: Image(path: \"\(directory)/leaf.png\"), scale: 2).opacity(0.8)).frame(width: 40, height: 40)",
            "Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)).frame(width: 40, height: 40)",
            "Circle().fill(.secondary.opacity(0.5)).frame(width: 40, height: 40)",
        ]
    }

    @Test func imagePaintAndStyleOpacityAgreeWithTheOldLanguage() { Self.expectAgreement(Self.imagePaintCells) }

    @Test func stylesAgreeWithTheOldLanguage() { Self.expectAgreement(Self.styleCells) }

    @Test func colorsAgreeWithTheOldLanguage() { Self.expectAgreement(Self.colorCells) }

    @Test func effectsAgreeWithTheOldLanguage() { Self.expectAgreement(Self.effectCells) }
}
