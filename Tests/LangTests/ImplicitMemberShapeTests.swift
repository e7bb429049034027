import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's implicit-member shapes (iOS 17: `.rect`, `.circle`, `.capsule`, `.ellipse`,
/// `.rect(cornerRadius:)`) as the operands of set operations, checked by the filled region's
/// bounds and closed-form area.
@Suite struct ImplicitMemberShapeTests {
    /// The one filled path of `cell`, offset to its frame's origin.
    static func filled(_ cell: String) throws -> Path {
        let paths = try SurfaceCompletionTests.drawn(cell).items.compactMap { item -> Path? in
            guard case .fill(let path, _, _) = item else { return nil }
            return path
        }
        return try #require(paths.count == 1 ? paths.first : nil, "\(cell): \(paths.count) filled paths")
    }

    /// Each member and its closed-form area in a 100×40 frame (the capsule: a 60×40 rectangle
    /// and a circle of radius 20; the rounded rectangle: its corners' squares less quarter circles).
    static let cases: [(member: String, area: Double)] = [
        (".capsule", 60 * 40 + Double.pi * 400),
        (".ellipse", Double.pi * 1000),
        (".circle", Double.pi * 400),
        (".rect", 4000),
        (".rect(cornerRadius: 10, style: .circular)", 4000 - (4 - Double.pi) * 100),
    ]

    @Test(arguments: cases)
    func anImplicitMemberShapeIsTheShapeInTheFrame(member: String, area: Double) throws {
        let path = try Self.filled("Rectangle().intersection(\(member)).fill(.blue).frame(width: 100, height: 40)")
        // Curves are flattened to within a fraction of a point, so the area is within 0.5%.
        #expect(abs(path.area - area) < area * 0.005, "\(member): \(path.area) vs \(area)")
        let bounds = path.boundingRect
        let width = member == ".circle" ? 40.0 : 100.0
        #expect(abs(bounds.width - width) < 0.01 && abs(bounds.height - 40) < 0.01, "\(member): \(bounds)")
    }
}
