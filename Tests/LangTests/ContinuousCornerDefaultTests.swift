import Geometry
import Testing

/// SwiftUI declares `style: RoundedCornerStyle = .continuous` on `RoundedRectangle`,
/// `.rect(cornerRadius:)`, `Path(roundedRect:…)`, `addRoundedRect` and `Capsule`, so a cell that
/// leaves the style out gets the squircle corner; `style: .circular` still gives quarter circles,
/// and a capsule is the same stadium in either style.
@Suite struct ContinuousCornerDefaultTests {
    /// A filled 200×200 shape's path, as the cell draws it.
    static func filled(_ shape: String) throws -> Path {
        try ImplicitMemberShapeTests.filled("\(shape).fill(.blue).frame(width: 200, height: 200)")
    }

    /// For r = 40 the circular corner's arc crosses the diagonal 11.72 from the corner and the
    /// squircle's 12.88 (0.3219 r, the middle cubic's midpoint), so (12.3, 12.3) is inside the
    /// circular shape and outside the continuous one; the squircle removes more of each corner
    /// (measured ≈ 0.25 r² against (1 − π/4) r² = 0.2146 r²).
    @Test func aRoundedRectangleLeftWithoutAStyleIsContinuous() throws {
        let circular = try Self.filled("RoundedRectangle(cornerRadius: 40, style: .circular)")
        let continuous = try Self.filled("RoundedRectangle(cornerRadius: 40, style: .continuous)")
        let between = Point(x: 12.3, y: 12.3)
        #expect(circular.contains(between))
        #expect(!continuous.contains(between))
        let circularArea = 40_000 - (4 - Double.pi) * 1600
        #expect(abs(circular.area - circularArea) < 0.5, "\(circular.area) vs \(circularArea)")
        #expect(circular.area - continuous.area > 200, "\(circular.area) vs \(continuous.area)")
        for shape in ["RoundedRectangle(cornerRadius: 40)", "RoundedRectangle(cornerSize: CGSize(width: 40, height: 40))",
                      "Rectangle().intersection(.rect(cornerRadius: 40))",
                      "Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 40)",
                      "Path { $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 200, height: 200), cornerSize: CGSize(width: 40, height: 40)) }"] {
            let path = try Self.filled(shape)
            #expect(!path.contains(between), "\(shape)")
            // Set operations flatten the curves, so within 2 (the styles differ by 226).
            #expect(abs(path.area - continuous.area) < 2, "\(shape): \(path.area) vs \(continuous.area)")
        }
    }

    /// A capsule, and a rounded rectangle whose radius reaches half its shorter side, is a
    /// stadium in both styles: a 200×80 one is a 120×80 rectangle and a disc of radius 40.
    @Test(arguments: ["Capsule()", "Capsule(style: .continuous)", "Capsule(style: .circular)",
                      "RoundedRectangle(cornerRadius: 40)", "RoundedRectangle(cornerRadius: 400, style: .continuous)"])
    func aCapsuleIsAStadiumInEitherStyle(shape: String) throws {
        let path = try ImplicitMemberShapeTests.filled("\(shape).fill(.blue).frame(width: 200, height: 80)")
        let stadium = 120 * 80 + Double.pi * 1600
        #expect(abs(path.area - stadium) < 0.5, "\(shape): \(path.area) vs \(stadium)")
    }
}
