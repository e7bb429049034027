import Canvas
import Foundation
@testable import ShapebookKernel

/// A renderer whose output names the figure, so tests can see what was drawn and at what scale.
struct FakeRenderer: FigureRendering {
    func png(_ figure: Figure) throws -> [UInt8] {
        Array("PNG \(figure.description) @\(figure.scale)".utf8)
    }

    func svg(_ figure: Figure) -> String {
        "<svg>\(figure.description)</svg>"
    }

    func pdf(_ figure: Figure) -> [UInt8] {
        Array("%PDF \(figure.description)".utf8)
    }

    func apng(_ animation: AnimatedFigure) throws -> [UInt8] {
        Array("APNG \(animation.frames.count) frames \(animation.sequence.count) steps @\(animation.scale)".utf8)
    }

    func animatedSVG(_ animation: AnimatedFigure) -> String {
        "<svg>\(animation.sequence.count) steps</svg>"
    }
}
