import Testing
import Canvas
import Geometry
@testable import Lang

/// Patterns of the twenty-second set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words.
@Suite struct RealCodeTwentySecondSetTests {
    func drawn(_ source: String) throws -> DisplayList { try SurfaceCompletionTests.drawn(source) }

    /// The solid colours of a drawing's fills, with their paths' bounds.
    func solidFills(_ list: DisplayList) -> [(Rect, RGBA)] {
        list.items.compactMap { item in
            guard case .fill(let path, .solid(let colour), _) = item else { return nil }
            return (path.boundingRect, colour)
        }
    }

    /// An analog clock whose `animatableData` is its own `VectorArithmetic` time, which scales its
    /// seconds with `s.scale(by: rhs)` on a `Double` ("value of type 'Double' has no member
    /// 'scale'" before): the numbers have SwiftUI's `VectorArithmetic` members, scaling by
    /// multiplying, their `magnitudeSquared` their square.
    @Test func numbersScaleAsVectorArithmetic() throws {
        #expect(SurfaceCompletionTests.printed("""
            var seconds = 2.5
            seconds.scale(by: 4)
            var width: CGFloat = 1.5
            width.scale(by: 2)
            var level: Float = 0.5
            level.scale(by: 3)
            print(seconds, seconds.magnitudeSquared, width, width.magnitudeSquared, level, level.magnitudeSquared)
            """) == "10.0 100.0 3.0 9.0 1.5 2.25\n")
        // A time of its own that scales through its seconds, as the clock's `ClockData` does.
        #expect(SurfaceCompletionTests.printed("""
            struct Span: VectorArithmetic {
                var minutes: Int
                var seconds: Double
                var total: Double { Double(minutes * 60) + seconds }
                init(_ total: Double) {
                    minutes = Int(total) / 60
                    seconds = total - Double(minutes * 60)
                }
                static var zero: Span { Span(0) }
                static func + (lhs: Span, rhs: Span) -> Span { Span(lhs.total + rhs.total) }
                static func - (lhs: Span, rhs: Span) -> Span { Span(lhs.total - rhs.total) }
                var magnitudeSquared: Double { total * total }
                mutating func scale(by rhs: Double) {
                    var total = self.total
                    total.scale(by: rhs)
                    self = Span(total)
                }
            }
            var span = Span(90)
            span.scale(by: 0.5)
            print(span.minutes, span.seconds, (span + Span(15)).total)
            """) == "0 45.0 60.0\n")
    }

    /// A superellipse's exponent written `roundiness / CGFloat(M_E)` ("cannot find 'M_E' in
    /// scope" before): the C library's math constants that Foundation brings in are there, as
    /// swiftc prints them.
    @Test func theCLibrarysMathConstantsAreThere() {
        #expect(SurfaceCompletionTests.printed("""
            print(M_E, M_LOG2E, M_LOG10E, M_LN2, M_LN10)
            print(M_PI_2, M_PI_4, M_1_PI, M_2_PI, M_2_SQRTPI, M_SQRT2, M_SQRT1_2)
            print(M_PI_2 == Double.pi / 2, M_SQRT2 == 2.0.squareRoot(), 2 / CGFloat(M_E))
            """) == "2.718281828459045 1.4426950408889634 0.4342944819032518 0.6931471805599453 2.302585092994046\n"
            + "1.5707963267948966 0.7853981633974483 0.3183098861837907 0.6366197723675814 1.1283791670955126 "
            + "1.4142135623730951 0.7071067811865476\n"
            + "true true 0.7357588823428847\n")
    }

    /// A tab bar's `TabShape` that also declares `var body: some View { Text("Hello, World!") }`
    /// (Xcode's template left in it): shown as a view it is its body, as SwiftUI's `Shape.body` is
    /// only a default, while `.fill(…)` still draws its path (Lang drew the path either way).
    @Test func aShapeWithABodyOfItsOwnShowsItsBody() throws {
        let source = """
            struct Lozenge: Shape {
                func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
                var body: some View { Color.green.frame(width: 10, height: 10) }
            }
            struct Plain: Shape {
                func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
            }
            %@
            """
        let green = try #require(try ColourFormValueTests.painted("Color.green"))
        let blue = try #require(try ColourFormValueTests.painted("Color.blue"))
        let shown = solidFills(try drawn(source.replacingOccurrences(of: "%@", with: "Lozenge().frame(width: 40, height: 40)")))
        #expect(shown.count == 1)
        #expect(shown.first?.1 == green && shown.first?.0.width == 10 && shown.first?.0.height == 10)
        let filled = solidFills(try drawn(source.replacingOccurrences(of: "%@", with: "Lozenge().fill(Color.blue).frame(width: 40, height: 40)")))
        #expect(filled.count == 1)
        #expect(filled.first?.1 == blue && filled.first?.0.width == 40 && filled.first?.0.height == 40)
        // A shape without a body of its own is its path filled with the foreground, as before.
        let plain = solidFills(try drawn(source.replacingOccurrences(of: "%@", with: "Plain().frame(width: 40, height: 40)")))
        #expect(plain.count == 1 && plain.first?.0.width == 40)
    }
}
