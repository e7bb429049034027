import Foundation
import Testing
@testable import Geometry

@Suite struct MetaballsTests {
    let disc = Double.pi * 40 * 40

    func twoBalls(distance: Double, style: Metaballs.Style = .bridge) -> Metaballs {
        Metaballs([(center: Point(x: 100, y: 100), radius: 40), (center: Point(x: 100 + distance, y: 100), radius: 40)],
                  style: style)
    }

    @Test func bridgeVanishesBeyondTheMaximumDistance() throws {
        // Cut-off: R + 2.5 r = 140.
        let far = try twoBalls(distance: 141).path()
        #expect(try twoBalls(distance: 141).bridges().isEmpty)
        // Flattened circles lose at most perimeter × tolerance (0.05) each.
        #expect(abs(try far.filledArea() - 2 * disc) < 2 * 2 * .pi * 40 * 0.05)
        #expect(ShapesTestSupport.straightRings(far).count == 2)
    }

    @Test func bridgeJoinsCloseBallsIntoOneOutline() throws {
        let near = try twoBalls(distance: 90).path()
        #expect(ShapesTestSupport.straightRings(near).count == 1)
        #expect(try near.filledArea() > 2 * disc)
    }

    @Test func bridgeFadesContinuouslyToTheCutOff() throws {
        let areas = try [100.0, 120.0, 135.0, 139.9].map { distance in
            try twoBalls(distance: distance).bridges().filledArea()
        }
        #expect(areas[0] > areas[1] && areas[1] > areas[2] && areas[2] > areas[3])
        #expect(areas[3] < 0.01 * areas[0])
    }

    @Test func bridgeIsSymmetricInItsArguments() throws {
        let a = Metaballs.Ball(center: Point(x: 0, y: 0), radius: 30), b = Metaballs.Ball(center: Point(x: 70, y: 10), radius: 20)
        let forward = try Metaballs(balls: [a, b]).bridges()
        let backward = try Metaballs(balls: [b, a]).bridges()
        #expect(forward == backward)
    }

    @Test func fieldOfOneBallIsItsCircle() throws {
        let path = try Metaballs([(center: Point(x: 50, y: 60), radius: 40)], style: .field).path()
        for element in path.elements {
            guard let p = element.endPoint else { continue }
            #expect(abs(p.distance(to: Point(x: 50, y: 60)) - 40) < 0.1)
        }
        #expect(abs(path.area - disc) < 0.002 * disc)
    }

    @Test func fieldMergesNearBallsAndSeparatesFarOnes() throws {
        let near = try twoBalls(distance: 90, style: .field).path()
        #expect(near.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
        // Each ball alone reaches 1 on its circle, so the sum covers both circles and more.
        #expect(near.area > 2 * disc)
        let far = try twoBalls(distance: 400, style: .field).path()
        #expect(far.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
    }

    @Test func badInputThrows() throws {
        #expect(throws: GeometryError.self) { try Metaballs([(center: Point(x: 0, y: 0), radius: -1)]).path() }
        #expect(throws: GeometryError.self) { try Metaballs([(center: Point(x: .nan, y: 0), radius: 1)]).path() }
        #expect(throws: GeometryError.self) {
            try Metaballs([(center: Point(x: 0, y: 0), radius: 1)], style: .field, threshold: 0).path()
        }
        #expect(try Metaballs([]).path().isEmpty)
    }
}
