import Canvas
import Geometry
import Testing

/// The recorded references' fingerprints tell display lists apart as `==` does.
@Suite struct ReferenceFiguresTests {
    static func square(_ corner: Double, colour: RGBA = RGBA(red: 1, green: 0, blue: 0, alpha: 1)) -> DisplayList {
        let path = Path(elements: [.move(to: Point(x: corner, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)), .closeSubpath])
        return DisplayList(size: Size(width: 10, height: 10), items: [.fill(path: path, paint: .solid(colour), rule: .nonZero)])
    }

    @Test func equalListsHaveEqualFingerprintsAndOthersDiffer() {
        #expect(ReferenceFigures.fingerprint(Self.square(-0.0)) == ReferenceFigures.fingerprint(Self.square(0)))
        #expect(ReferenceFigures.fingerprint(Self.square(0)) != ReferenceFigures.fingerprint(Self.square(1e-9)))
        #expect(ReferenceFigures.fingerprint(Self.square(0)) != ReferenceFigures.fingerprint(Self.square(0, colour: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))))
        #expect(ReferenceFigures.fingerprint(Self.square(-0.05)) != ReferenceFigures.fingerprint(Self.square(0.05)))
    }

    @Test func keysDependOnEarlierCells() {
        #expect(ReferenceFigures.key(["let r = 1.0", "Circle()"]) != ReferenceFigures.key(["let r = 2.0", "Circle()"]))
        #expect(ReferenceFigures.key(["Circle()"]) == ReferenceFigures.key(["Circle()"]))
        #expect(ReferenceFigures.hash("") == "cbf29ce484222325")
    }
}
