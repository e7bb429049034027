import Canvas
import Foundation
import Lang
import Render

/// Runs Shapebook cells in a Lang session and collects the figures they show, so the agreement
/// catalogue can start from source code as a notebook does (Lang → Canvas → Render).
final class ScriptFigures: Lang.SessionHost {
    /// A cell that failed, with its message.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let session = Lang.Session()
    /// Figures passed to `display(…)` since the last `run`.
    private var displayed: [Figure] = []

    init() {
        // Image(path:) and ImagePaint need a decoder; the kernel installs the same one.
        ImageLoader.install(ImageLoader(decoder: PNGImageDecoder()))
        session.host = self
    }

    func warn(_ text: String) {}
    func display(_ value: Lang.DisplayValue, id: String) {
        if case .figure(let figure) = value { displayed.append(figure) }
    }
    func updateDisplay(_ value: Lang.DisplayValue, id: String) {}
    func clearOutput(wait: Bool) {}
    func readLine(strippingNewline: Bool) throws -> String? { throw Lang.NoStandardInput() }

    /// Runs one cell; returns the figures it displayed, then its result's figure if it has one.
    /// `$TILES/` in the source is the directory of the test tiles (`tileDirectory`), `$CORPUS/`
    /// that of the SwiftUI corpus's accepted programs and their committed `tile.png`.
    ///
    /// - Throws: `Failure` with the cell's diagnostics or run-time error when the cell fails.
    func run(_ source: String) throws -> [Figure] {
        displayed = []
        let source = source.replacingOccurrences(of: "$TILES/", with: try Self.tileDirectory().path + "/")
            .replacingOccurrences(of: "$CORPUS/", with: Self.corpusDirectory.path + "/")
        let result = session.run(source)
        if result.isRejected {
            throw Failure(description: result.diagnostics.map { "\($0.range.start.line): \($0.message)" }.joined(separator: "\n"))
        }
        if let error = result.runtimeError { throw Failure(description: "\(error)") }
        do {
            guard let figure = try session.cellFigure() else { return displayed }
            return displayed + [figure]
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    /// Runs the cell and returns its result's figure.
    func figure(_ source: String) throws -> Figure {
        guard let figure = try run(source).last else { throw Failure(description: "the cell showed no figure:\n\(source)") }
        return figure
    }

    /// The cells of a seed fixture (`Tests/LangTests/Scripts/Seeds/<name>`, cells split at
    /// `// cell` lines, as the language's script tests split them).
    static func fixtureCells(_ name: String) throws -> [String] {
        let url = AgreementHarness.packageRoot.appendingPathComponent("Tests/LangTests/Scripts/Seeds/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        var cells: [String] = [], current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "// cell" {
                cells.append(current.joined(separator: "\n"))
                current = []
            } else {
                current.append(line)
            }
        }
        cells.append(current.joined(separator: "\n"))
        return cells
    }

    /// The SwiftUI corpus's accepted programs, whose `tile.png` the catalogue reads as a notebook's image.
    static let corpusDirectory = AgreementHarness.packageRoot.appendingPathComponent("Tests/Differential/SwiftUI/accepted")

    /// An 8×8 test tile, `quadrants.png`: four quadrants (coral, teal, gold, ink) with a
    /// half-transparent white bottom row, so tiling, sampling and alpha all show.
    static let quadrants: ImagePixels? = {
        var samples: [UInt8] = []
        let colours: [[UInt8]] = [[255, 111, 89], [42, 157, 143], [233, 196, 106], [31, 59, 115]]
        for y in 0..<8 {
            for x in 0..<8 {
                samples += y == 7 ? [255, 255, 255, 128] : colours[(y / 4) * 2 + x / 4] + [255]
            }
        }
        return try? ImagePixels(width: 8, height: 8, samples: samples)
    }()

    /// The directory holding the test tiles, written on first use under `.build/render-agreement/tiles`.
    static func tileDirectory() throws -> URL {
        let directory = AgreementHarness.outputDirectory.appendingPathComponent("tiles")
        let file = directory.appendingPathComponent("quadrants.png")
        if !FileManager.default.fileExists(atPath: file.path), let quadrants {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(PNGEncoder.libpngDefaults.encode(quadrants)).write(to: file, options: .atomic)
        }
        return directory
    }
}
