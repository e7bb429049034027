import Canvas
import Testing
@testable import Lang

/// View builders, layout modifiers and text through Lang against the old language: each cell's
/// figure must have the old language's display list, and what Swift rejects is rejected.
@Suite struct BuilderAgreementTests {
    /// `@ViewBuilder` bodies: declarations, `if`/`else`, `if let`, `switch`, `ForEach` over
    /// ranges, arrays, `Identifiable` data and `enumerated()`, `Group`, builder functions and
    /// properties, and a `body` with an explicit `return`.
    static let builderCells: [String] = [
        """
        ForEach([1, 2, 3], id: \\.self) { i in
            Rectangle().frame(width: Double(i) * 10, height: 5)
        }
        """,
        """
        VStack {
            let w = 40.0
            Circle().frame(width: w, height: w)
            if w > 30 {
                Rectangle().frame(width: 20, height: 10)
            } else {
                Capsule().frame(width: 20, height: 10)
            }
            if w < 30 {
                Text("no")
            }
        }
        """,
        """
        struct Item: Identifiable {
            let id: Int
            let size: Double
        }
        let items = [Item(id: 1, size: 10), Item(id: 2, size: 20), Item(id: 3, size: 30)]
        HStack {
            ForEach(items) { item in
                Circle().frame(width: item.size, height: item.size)
            }
        }
        """,
        """
        let names = ["a", "bb", "ccc"]
        VStack {
            ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                Rectangle().frame(width: Double(index + 1) * 10, height: Double(name.count) * 4)
            }
        }
        """,
        """
        struct Ring: View {
            var body: some View {
                return Circle().stroke(.blue, lineWidth: 4).frame(width: 50, height: 50)
            }
        }
        Ring()
        """,
        """
        struct Panel: View {
            var flag = true
            @ViewBuilder var badge: some View {
                if flag { Circle().fill(.green) } else { Rectangle() }
            }
            @ViewBuilder func row(_ n: Int) -> some View {
                ForEach(0..<n, id: \\.self) { i in
                    Rectangle().frame(width: 10, height: 10)
                }
            }
            var body: some View {
                VStack {
                    badge.frame(width: 30, height: 30)
                    HStack { row(3) }
                }
            }
        }
        Panel()
        """,
        """
        Group {
            Circle().frame(width: 20, height: 20)
            Rectangle().frame(width: 30, height: 10)
        }
        .padding(5)
        """,
        """
        Circle().frame(width: 40, height: 40).overlay { Text("1"); Rectangle().stroke(.red) }.background { Color.blue }
        """,
    ]

    /// Layout modifiers and text.
    static let layoutAndTextCells: [String] = [
        "Circle().fill(.red).frame(maxWidth: .infinity, maxHeight: 50)",
        """
        HStack {
            Rectangle().fill(.red).frame(minWidth: 20, idealWidth: 50, maxWidth: 80, minHeight: 10, maxHeight: 30)
            Circle().layoutPriority(1).zIndex(2)
        }
        .frame(width: 150, height: 60)
        """,
        "Rectangle().frame(width: 30, height: 20).padding(.horizontal, 12).padding(.bottom).ignoresSafeArea()",
        "Text(\"fixed\").fixedSize().frame(width: 10)",
        "Text(\"Hello \").bold() + Text(\"world\").foregroundColor(.red)",
        "(Text(\"A\").font(.title) + Text(\"b\").italic() + Text(\"c\").underline()).foregroundColor(.green)",
        "Text(\"Title\").font(.system(.title, design: .rounded, weight: .bold))",
        "Text(\"Big\").font(.system(size: 30, weight: .heavy, design: .serif)).italic()",
        """
        VStack {
            Text("a").font(.largeTitle)
            Text("b").font(.caption2).kerning(2)
            Text("c").font(Font.headline.italic()).tracking(1.5)
            Text("d").monospaced()
            Text("long text here that wraps maybe").lineLimit(1).frame(width: 60)
            Text("x").fontWeight(.light).foregroundColor(.blue)
            Text(verbatim: "v \\(3)").multilineTextAlignment(.center)
        }
        """,
    ]

    @Test func builderCellsAgreeWithTheOldLanguage() {
        for (cell, outcome) in zip(Self.builderCells, SurfaceAgreementTests.compare(Self.builderCells)) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    @Test func layoutAndTextCellsAgreeWithTheOldLanguage() {
        let outcomes = SurfaceAgreementTests.compare(Self.layoutAndTextCells)
        for (cell, outcome) in zip(Self.layoutAndTextCells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    /// Swift API the old language lacks, drawn as the old language draws what it means.
    static let equivalents: [(lang: String, reference: String)] = [
        ("Rectangle().frame(width: 40, height: 30).padding([.top, .leading], 5)",
         "Rectangle().frame(width: 40, height: 30).padding(.top, 5).padding(.leading, 5)"),
        ("Circle().frame(width: 30, height: 30).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
         "Circle().frame(width: 30, height: 30).padding(.top, 1).padding(.leading, 2).padding(.bottom, 3).padding(.trailing, 4)"),
        ("Text(\"Tag\").padding(6).background(.yellow, in: Capsule())",
         "Text(\"Tag\").padding(6).background(Capsule().fill(.yellow))"),
        ("Circle().frame(width: 20, height: 20).position(CGPoint(x: 30, y: 40)).frame(width: 100, height: 100)",
         "Circle().frame(width: 20, height: 20).position(x: 30, y: 40).frame(width: 100, height: 100)"),
        ("Text(\"a\").bold(true).italic(false)", "Text(\"a\").bold()"),
        // A view of the program's own with generic `@ViewBuilder` content.
        ("""
         struct Card<Content: View>: View {
             let content: Content
             init(@ViewBuilder content: () -> Content) { self.content = content() }
             var body: some View {
                 content.padding(8).background(Color.yellow)
             }
         }
         Card {
             Text("a")
             Circle().frame(width: 20, height: 20)
         }
         """, """
         Group {
             Text("a")
             Circle().frame(width: 20, height: 20)
         }
         .padding(8).background(Color.yellow)
         """),
        // `switch` (buildEither) and `if let x` with Swift 5.7's shorthand, drawn as the old
        // language draws the same views chosen by `if`/`else`.
        ("""
         enum Kind { case round, square, none }
         struct Tile: View {
             var kind: Kind
             var body: some View {
                 let side = 30.0
                 switch kind {
                 case .round:
                     Circle().fill(.red).frame(width: side, height: side)
                 case .square:
                     Rectangle().fill(.blue).frame(width: side, height: side)
                 case .none:
                     EmptyView()
                 }
                 Text("tile")
             }
         }
         HStack { Tile(kind: .round); Tile(kind: .square); Tile(kind: .none) }
         """, """
         struct Tile: View {
             var kind: String
             var body: some View {
                 let side = 30.0
                 if kind == "round" {
                     Circle().fill(.red).frame(width: side, height: side)
                 } else if kind == "square" {
                     Rectangle().fill(.blue).frame(width: side, height: side)
                 } else {
                     EmptyView()
                 }
                 Text("tile")
             }
         }
         HStack { Tile(kind: "round"); Tile(kind: "square"); Tile(kind: "none") }
         """),
        ("""
         let size: Double? = 24
         ZStack {
             if let size {
                 Circle().frame(width: size, height: size)
             } else {
                 Rectangle()
             }
             if let missing = Optional<Double>.none {
                 Circle().frame(width: missing, height: missing)
             }
         }
         """, """
         let size: Double? = 24
         ZStack {
             if let size = size {
                 Circle().frame(width: size, height: size)
             } else {
                 Rectangle()
             }
         }
         """),
    ]

    @Test func swiftOnlyModifiersDrawAsTheirOldLanguageEquivalents() throws {
        for (lang, reference) in Self.equivalents {
            try SurfaceAgreementTests.expectDrawsAsReference(lang, reference)
        }
    }

    /// Cells Swift rejects, with a word of Swift's message.
    static let illTyped: [(cell: String, message: String)] = [
        ("ForEach([1, 2, 3]) { i in Text(\"\\(i)\") }", "Identifiable"),
        ("Text(\"a\") + Circle()", "Circle"),
        ("Circle().frame(minWidth: \"wide\")", "String"),
        ("Circle().padding(.diagonal, 4)", "diagonal"),
        ("Text(\"a\").font(.system(size: 12, weight: .heavyish))", "heavyish"),
        ("Text(\"a\").lineLimit(2.5)", "Double"),
    ]

    @Test func illTypedCellsAreRejected() { SurfaceAgreementTests.expectRejected(Self.illTyped) }
}
