import Canvas
import Foundation
import Geometry
import Testing
@testable import Lang

/// The drawing surface through Lang against the old language: the same cell must give the
/// display list the old language gave, recorded in `ReferenceFigures` before it was deleted.
@Suite struct SurfaceAgreementTests {
    /// How one cell compared.
    enum Outcome: Equatable {
        case agrees
        case differs(String)
        /// The old language drew nothing for the cell, so there is nothing to compare.
        case noReference
        /// No reference is recorded for the cell (it or an earlier cell changed since): check
        /// Lang's figure, then `SHAPEBOOK_RECORD_REFERENCES=1` records it.
        case unrecorded
    }

    /// Runs `cells` in order through Lang and compares each cell's figure with the recorded one.
    static func compare(_ cells: [String]) -> [Outcome] {
        let session = Lang.Session()
        return cells.indices.map { index in
            let new = session.run(cells[index])
            let figure = Result { try session.cellFigure() }
            let run = Array(cells[...index])
            guard let expected = ReferenceFigures.reference(run) else {
                if ReferenceFigures.recording, !new.isRejected, new.runtimeError == nil, case .success(let figure?) = figure {
                    ReferenceFigures.record(ReferenceFigures.fingerprint(figure), for: run)
                    return .agrees
                }
                return .unrecorded
            }
            if expected == "none" { return .noReference }
            if new.isRejected { return .differs("rejected: " + new.diagnostics.map(\.message).joined(separator: "; ")) }
            if let error = new.runtimeError { return .differs("runtime error: \(error)") }
            if expected.hasPrefix("animation ") {
                guard case .some(let animation?) = try? session.cellAnimation() else { return .differs("no animation") }
                let actual = ReferenceFigures.fingerprint(animation)
                return actual == expected ? .agrees : .differs("animations differ: \(actual) vs recorded \(expected)")
            }
            switch figure {
            case .failure(let error): return .differs("figure failed: \(error)")
            case .success(nil): return .differs("no figure")
            case .success(let figure?):
                let actual = ReferenceFigures.fingerprint(figure.displayList)
                return expected.hasPrefix(actual + " ") ? .agrees : .differs("display lists differ: \(actual) vs recorded \(expected)")
            }
        }
    }

    /// Expects Lang to draw `cell` as the old language drew `reference` (a Swift spelling it
    /// lacked against the one it had), each alone in a fresh session; an unrecorded reference is
    /// recorded as Lang draws it under `SHAPEBOOK_RECORD_REFERENCES=1`, as `compare` records.
    static func expectDrawsAsReference(_ cell: String, _ reference: String) throws {
        if ReferenceFigures.recording { _ = compare([reference]) }
        guard let expected = ReferenceFigures.reference([reference]), expected != "none" else {
            Issue.record("no figure recorded for \(reference)")
            return
        }
        let session = Lang.Session()
        let result = session.run(cell)
        #expect(!result.isRejected && result.runtimeError == nil, "\(cell): \(result.diagnostics.map(\.message)) \(String(describing: result.runtimeError))")
        let figure = try #require(try session.cellFigure(), "\(cell)")
        #expect(expected.hasPrefix(ReferenceFigures.fingerprint(figure.displayList) + " "), "\(cell)")
    }

    /// Expects each cell to be rejected, alone in a fresh session, with `message` in its diagnostics.
    static func expectRejected(_ cases: [(cell: String, message: String)]) {
        for (cell, message) in cases {
            let result = Lang.Session().run(cell)
            #expect(result.isRejected, "\(cell)")
            let messages = result.diagnostics.map(\.message).joined(separator: "; ")
            #expect(messages.contains(message), "\(cell): \(messages)")
        }
    }

    /// The cells of a script listing (`Tests/LangTests/Scripts/<name>`), split at `// cell` lines.
    static func seedCells(_ name: String) throws -> [String] {
        let url = RepositoryFiles.root.appendingPathComponent("Tests/LangTests/Scripts/\(name)")
        return SyntaxCorpusTests.cells(of: try String(contentsOf: url, encoding: .utf8))
    }

    /// Cells of the drawing surface, each with a figure; every one must agree.
    static let surfaceCells: [String] = [
        "Circle()",
        "Circle().fill(.red).frame(width: 100, height: 80)",
        "Rectangle().stroke(.blue, lineWidth: 4).frame(width: 120, height: 60).padding(10)",
        "RoundedRectangle(cornerRadius: 20).fill(Color(red: 0.2, green: 0.4, blue: 0.6)).frame(width: 150, height: 100)",
        "Capsule().fill(.green).frame(width: 160, height: 50)",
        "Ellipse().stroke(.orange, style: StrokeStyle(lineWidth: 3, dash: [6, 3])).frame(width: 140, height: 90)",
        "UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 10).fill(.purple).frame(width: 120, height: 120)",
        """
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
                return p
            }
        }
        Triangle().fill(.blue).frame(width: 100, height: 100)
        """,
        "Triangle().stroke(.red, lineWidth: 2).frame(width: 80, height: 120).rotationEffect(.degrees(30))",
        """
        ZStack {
            Circle().fill(.yellow)
            Circle().stroke(.black, lineWidth: 2)
        }
        .frame(width: 120, height: 120)
        """,
        """
        VStack(spacing: 10) {
            Rectangle().fill(.red).frame(width: 50, height: 20)
            Circle().fill(.blue).frame(width: 40, height: 40)
        }
        """,
        """
        HStack {
            ForEach(0..<4) { i in
                Circle().fill(.teal).frame(width: 20, height: 20).offset(y: Double(i) * 5)
            }
        }
        """,
        """
        struct Badge: View {
            var color: Color
            var body: some View {
                Circle().fill(color).overlay(Circle().stroke(.black, lineWidth: 3)).frame(width: 60, height: 60)
            }
        }
        Badge(color: .pink)
        """,
        """
        struct Arc: Shape {
            var end: Double
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                             startAngle: .degrees(0), endAngle: .degrees(end), clockwise: false)
                }
            }
        }
        Arc(end: 270).stroke(.indigo, lineWidth: 6).frame(width: 100, height: 100)
        """,
        "Star(points: 6, cornerRadius: 4).fill(.yellow).frame(width: 120, height: 120)",
        "RegularPolygon(sides: 7).stroke(.green, lineWidth: 3).frame(width: 100, height: 100)",
        "Heart().fill(.red).frame(width: 100, height: 90)",
        "Circle().union(Rectangle().offset(x: 40)).fill(.gray).frame(width: 120, height: 80)",
        "Rectangle().fill(Color(hex: \"#3366CC\")).frame(width: 60, height: 40).background(Color.yellow).padding()",
        "Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 5).frame(width: 90, height: 90)",
        "Text(\"Shapebook\").font(.title).bold().padding(4)",
        """
        #Preview {
            VStack(alignment: .leading) {
                Text("Ring").font(.system(size: 14, weight: .semibold))
                Circle().strokeBorder(.mint, lineWidth: 6).frame(width: 60, height: 60)
            }
        }
        """,
    ]

    @Test func surfaceCellsAgreeWithTheOldLanguage() {
        let outcomes = Self.compare(Self.surfaceCells)
        for (cell, outcome) in zip(Self.surfaceCells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    /// The script listings: the seeds' and the old language's own script tests.
    static func scriptNames() throws -> [String] {
        let root = RepositoryFiles.root.appendingPathComponent("Tests/LangTests/Scripts")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Seeds").path)
        let scripts = try FileManager.default.contentsOfDirectory(atPath: root.path)
        return (seeds.map { "Seeds/" + $0 } + scripts).filter { $0.hasSuffix(".shape") }.sorted()
    }

    /// Every script cell with a reference figure draws it, except the known differences below;
    /// a known difference that comes to agree fails too, so the list stays true.
    @Test func seedListingsAgree() throws {
        var agreeing = 0, differing: Set<String> = []
        for name in try Self.scriptNames() {
            let cells = try Self.seedCells(name)
            for (index, outcome) in Self.compare(cells).enumerated() where outcome != .noReference && outcome != .unrecorded {
                if outcome == .agrees { agreeing += 1; continue }
                differing.insert("\(name) cell \(index)")
                if Self.knownDifferences["\(name) cell \(index)"] == nil { Issue.record("\(name) cell \(index): \(outcome)") }
            }
        }
        print("script cells agreeing: \(agreeing) of \(agreeing + differing.count)")
        for known in Self.knownDifferences.keys where !differing.contains(known) {
            Issue.record("\(known) now agrees with its recorded figure: remove it from knownDifferences")
        }
    }

    /// Script cells whose recorded figure was the old language's non-Swift behaviour, with why.
    static let knownDifferences: [String: String] = [
        "swiftui_surface.shape cell 12": "Swift interpolates the Double 0 as \"t = 0.0\"; the old language wrote \"t = 0\"",
    ]
}
