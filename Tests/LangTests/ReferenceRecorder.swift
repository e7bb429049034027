import Canvas
import Foundation
import Language
import Testing

/// Records the old language's figures for the agreement suites' cells in `ReferenceFigures`'
/// file: run once with `SHAPEBOOK_RECORD_REFERENCES=1 swift test --skip-build --filter ReferenceRecorder`
/// before the old language is deleted (this file goes with it).
@Suite struct ReferenceRecorder {
    /// Every list of cells the suites compare, each run in order in one fresh session; a Swift
    /// spelling's old-language reference alone.
    static var programs: [[String]] {
        var programs: [[String]] = [
            SurfaceAgreementTests.surfaceCells,
            BuilderAgreementTests.builderCells, BuilderAgreementTests.layoutAndTextCells,
            ControlsAgreementTests.controlCells, ControlsAgreementTests.containerCells, ControlsAgreementTests.patternCells,
            LayoutAgreementTests.cells, [LayoutAgreementTests.resolvedTextReference], LayoutAgreementTests.settingsCells,
            LayoutImageTests.imageCells,
            PaintAgreementTests.styleCells, PaintAgreementTests.colorCells, PaintAgreementTests.effectCells,
            PaintAgreementTests.imagePaintCells,
            PathMeasuresTests.cells, ShapeSurfaceAgreementTests.cells, AnimationAgreementTests.cells,
        ]
        programs += BuilderAgreementTests.equivalents.map { [$0.reference] }
        programs += PaintAgreementTests.spellingPairs.map { [$0.reference] }
        programs += ((try? SurfaceAgreementTests.scriptNames()) ?? []).compactMap { try? SurfaceAgreementTests.seedCells($0) }
        return programs
    }

    @Test(.enabled(if: ReferenceFigures.recording)) func recordTheOldLanguagesFigures() {
        for cells in Self.programs {
            let session = Language.Session()
            let host = ReadinessHost()
            for index in cells.indices {
                let value: String
                switch session.execute(cells[index], host: host) {
                case .success(.figure(let figure)?): value = ReferenceFigures.fingerprint(figure)
                case .success(.live(let view)?): value = ReferenceFigures.fingerprint(view.stillFigure)
                case .success(.animation(let animation)?): value = ReferenceFigures.fingerprint(animation)
                default: value = "none"
                }
                ReferenceFigures.record(value, for: Array(cells[...index]))
            }
        }
    }
}
