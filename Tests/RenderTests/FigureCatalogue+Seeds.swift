import Canvas
import Foundation

extension FigureCatalogue {
    /// One seed document's figures: its listings (fixtures under Tests/LangTests/Scripts/Seeds, run cell by
    /// cell in one session; every figure a cell shows is kept) and the views its article draws
    /// from them, written as cells after the listings.
    struct SeedDocument: Sendable {
        /// The name's prefix in the catalogue, such as `seed-004-rounded`.
        var name: String
        /// Fixtures of another listing this one builds on: run first, their figures not kept.
        var prerequisites: [String] = []
        var fixtures: [String]
        /// Cells run after the fixtures, each showing the article's figures.
        var figureCells: [String]
    }

    static let seedDocuments: [SeedDocument] = [
        SeedDocument(name: "seed-000-blob", fixtures: ["000_blob.shape"], figureCells: [
            """
            HStack(spacing: 12) {
                HeartShape().fill(.red).frame(width: 120, height: 120)
                RegularPolygonShape(sides: 6).fill(.blue).frame(width: 120, height: 120)
                RegularPolygonShape(sides: 8).stroke(.blue, lineWidth: 3).frame(width: 120, height: 120)
            }
            .padding()
            """,
            """
            Random.seed(4)
            HStack(spacing: 12) {
                RandomPolygonShape(sides: 8).fill(.purple).frame(width: 120, height: 120)
                RandomStraightShape(NumberOfPoints: 5).fill(.orange).frame(width: 120, height: 120)
                RandomShape(sides: 6).fill(.green).frame(width: 120, height: 120)
            }
            .padding()
            """,
            """
            Random.seed(7)
            HStack(spacing: 12) {
                RandomShape2(sides: 6).fill(.teal).frame(width: 120, height: 120)
                RandomShape3(sides: 7).fill(.indigo).frame(width: 120, height: 120)
                RandomShape3(sides: 9).stroke(.pink, lineWidth: 4).frame(width: 120, height: 120)
            }
            .padding()
            """,
        ]),
        SeedDocument(name: "seed-001-morph", fixtures: ["001_morph.shape"], figureCells: ["DemoView()"]),
        SeedDocument(name: "seed-002-metaballs", fixtures: [], figureCells: [
            """
            func pair(_ distance: Double) -> some View {
                Metaballs([(center: CGPoint(x: 50, y: 60), radius: 30),
                           (center: CGPoint(x: 50 + distance, y: 60), radius: 20)])
                    .fill(.blue)
                    .frame(width: 170, height: 120)
            }
            HStack(spacing: 0) { pair(45); pair(60); pair(75); pair(90) }
            """,
            """
            let balls: [(center: CGPoint, radius: CGFloat)] = [
                (center: CGPoint(x: 60, y: 60), radius: 35), (center: CGPoint(x: 130, y: 70), radius: 25),
                (center: CGPoint(x: 100, y: 130), radius: 30), (center: CGPoint(x: 175, y: 130), radius: 18)]
            ZStack {
                Metaballs(balls, style: .field, threshold: 1).fill(.teal.opacity(0.5))
                Metaballs(balls).stroke(.blue, lineWidth: 2)
            }
            .frame(width: 220, height: 180)
            """,
        ]),
        SeedDocument(name: "seed-003-basic", fixtures: ["003_basic_shapes.shape"], figureCells: []),
        SeedDocument(name: "seed-003-paths", prerequisites: ["003_basic_shapes.shape"], fixtures: ["003_paths.shape"],
                     // The views as they first appear, then after their button is tapped.
                     figureCells: ["DrawBubbleView()", "BubbleTransitionView()",
                                   "DrawBubbleView(drawFraction: 1)", "BubbleTransitionView(isVisible: true)"]),
        SeedDocument(name: "seed-003-styling", prerequisites: ["003_basic_shapes.shape"], fixtures: ["003_styling.shape"],
                     figureCells: []),
        SeedDocument(name: "seed-004-sharp", fixtures: ["004_star_sharp.shape"], figureCells: []),
        SeedDocument(name: "seed-004-rounded", fixtures: ["004_star_rounded.shape"],
                     figureCells: ["StarShapeView6()", "StarShapeView7()"]),
        SeedDocument(name: "seed-004-inner", fixtures: ["004_star_inner.shape"], figureCells: ["StarShapeView6()"]),
    ]

    /// Every seed figure, or the first failure (a cell that throws; a figure cell that shows nothing).
    static let seeds: Result<[Entry], ScriptFigures.Failure> = Result {
        var entries: [Entry] = []
        for document in seedDocuments {
            let runner = ScriptFigures()
            var figures: [(Figure, Origin)] = []
            for fixture in document.prerequisites {
                for cell in try ScriptFigures.fixtureCells(fixture) { _ = try runner.run(cell) }
            }
            for fixture in document.fixtures {
                let cells = try ScriptFigures.fixtureCells(fixture)
                for (index, cell) in cells.enumerated() {
                    do {
                        figures += try runner.run(cell).map { ($0, .fixtureCell(fixture: fixture, cell: index + 1)) }
                    } catch let failure as ScriptFigures.Failure {
                        // 003_styling's third cell is the article's own mistake (`fill` on a
                        // View), kept verbatim; the language tests check its message.
                        if fixture == "003_styling.shape" && index == 2 { continue }
                        throw ScriptFigures.Failure(description: "\(fixture) cell \(index + 1): \(failure)")
                    }
                }
            }
            for cell in document.figureCells {
                let shown = try runner.run(cell)
                guard !shown.isEmpty else { throw ScriptFigures.Failure(description: "\(document.name): no figure from\n\(cell)") }
                figures += shown.map { ($0, .source(cell)) }
            }
            for (index, (figure, origin)) in figures.enumerated() {
                entries.append(Entry(name: "\(document.name)-\(index + 1)", figure: figure, origin: origin))
            }
        }
        return entries
    }.mapError { $0 as? ScriptFigures.Failure ?? ScriptFigures.Failure(description: "\($0)") }

    /// The view cells' figures, or the first failure.
    static let views: Result<[Entry], ScriptFigures.Failure> = Result {
        let runner = ScriptFigures()
        return try (viewScripts + effectViewScripts).map {
            Entry(name: $0.name, figure: try runner.figure($0.source), knownDifference: $0.knownDifference, origin: .source($0.source))
        }
    }.mapError { $0 as? ScriptFigures.Failure ?? ScriptFigures.Failure(description: "\($0)") }
}
