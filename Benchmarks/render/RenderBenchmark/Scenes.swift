import Canvas
import Foundation
import Geometry

/// The benchmark's display lists, deterministic (a fixed-seed generator) so runs compare.
enum Scenes {
    /// A small linear congruential generator: the same scene on every run and machine.
    struct Generator {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * next()
        }
    }

    /// 1,000 filled-and-stroked random cubic blobs on a 2048×2048 canvas at scale 1.
    static func blobs() -> Figure {
        var generator = Generator(state: 2048)
        var items: [DisplayItem] = []
        for _ in 0..<1000 {
            let center = Point(x: generator.next(0...2048), y: generator.next(0...2048))
            let radius = generator.next(20...120)
            let frame = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            // The seeds' random cubic blob (Geometry's `Blob`, the article's `.cubic` style).
            let blob = Blob(points: Int(generator.next(5...10)), seed: UInt64(generator.next(0...1e9)), style: .cubic)
            let path = (try? blob.path(in: frame)) ?? Path(ellipseIn: frame)
            let fill = RGBA(red: generator.next(), green: generator.next(), blue: generator.next(), alpha: 0.8)
            let stroke = RGBA(red: generator.next(0...0.5), green: generator.next(0...0.5), blue: generator.next(0...0.5))
            items.append(.fill(path: path, paint: .solid(fill), rule: .nonZero))
            items.append(.stroke(path: path, paint: .solid(stroke), style: StrokeStyle(lineWidth: 2, lineJoin: .round)))
        }
        return Figure(displayList: DisplayList(size: Size(width: 2048, height: 2048), background: .white, items: items),
                      scale: 1, description: "1000 blobs")
    }

    /// A typical notebook figure: 300×300 points at scale 2, a grid of stars with outlines over
    /// a gradient disc, as the seed documents' star grids.
    static func typical() -> Figure {
        starGrid(over: [
            .fill(path: Path(ellipseIn: Rect(x: 10, y: 10, width: 280, height: 280)),
                  paint: .radialGradient(stops: [GradientStop(color: RGBA(red: 0.9, green: 0.95, blue: 1), location: 0),
                                                 GradientStop(color: RGBA(red: 0.5, green: 0.7, blue: 0.9), location: 1)],
                                         center: Point(x: 150, y: 150), startRadius: 0, endRadius: 140),
                  rule: .nonZero),
        ], description: "star grid")
    }

    /// The same star grid without the gradient disc: flat colours only, as most of the seed
    /// documents' figures are.
    static func typicalFlat() -> Figure {
        starGrid(over: [], description: "flat star grid")
    }

    /// 16 filled and outlined stars (5 to 11 points) in a 4×4 grid over `background` items.
    private static func starGrid(over background: [DisplayItem], description: String) -> Figure {
        var items = background
        for row in 0..<4 {
            for column in 0..<4 {
                let center = Point(x: 45 + Double(column) * 70, y: 45 + Double(row) * 70)
                let points = 5 + row + column
                let star = Path { path in
                    path.addLines((0..<2 * points).map { index in
                        let angle = -Double.pi / 2 + Double.pi * Double(index) / Double(points)
                        return center + Point(x: cos(angle), y: sin(angle)) * (index.isMultiple(of: 2) ? 30 : 13)
                    })
                    path.closeSubpath()
                }
                items.append(.fill(path: star, paint: .solid(RGBA(red: 1, green: 0.44, blue: 0.35)), rule: .nonZero))
                items.append(.stroke(path: star, paint: .solid(RGBA(red: 0.12, green: 0.23, blue: 0.45)),
                                     style: StrokeStyle(lineWidth: 1.5, lineJoin: .round)))
            }
        }
        return Figure(displayList: DisplayList(size: Size(width: 300, height: 300), items: items),
                      scale: 2, description: description)
    }
}
