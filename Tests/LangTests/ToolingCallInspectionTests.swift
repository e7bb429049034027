import Testing
@testable import Lang

/// `Lang.Session.inspect` inside an argument list: what the call calls, and how a type is made
/// (its initialiser, or the memberwise initialiser Swift gives a struct that declares none).
@Suite struct ToolingCallInspectionTests {
    @Test func insideAnArgumentListTheTypeAndItsMemberwiseInitialiserAreShown() {
        let session = Lang.Session()
        _ = session.run("""
            /// A point on the plane.
            struct Spot {
                var x: Double
                var y: Double = 0
                let tag = "s"
                static var origin = Spot(x: 0)
                var sum: Double { x + y }
            }
            """)
        for code in ["Spot(", "Spot(x: 1, ", "Spot(x: 1, y", "print(Spot(x: (1 + 2), "] {
            let result = session.inspect(code, cursor: code.unicodeScalars.count)
            #expect(result?.signature == "struct Spot\nSpot(x: Double, y: Double = 0)", "\(code)")
            #expect(result?.documentation == "A point on the plane.", "\(code)")
        }
    }

    @Test func aTypesOwnInitialiserIsShownAsTheCall() {
        let session = Lang.Session()
        _ = session.run("struct Box {\n    let side: Double\n    init(side: Double) { self.side = side }\n}")
        #expect(session.inspect("Box(", cursor: 4)?.signature == "struct Box\nBox(side: Double)")
    }

    @Test func aFunctionCalledIsShownAndNothingOutsideACall() {
        let session = Lang.Session()
        _ = session.run("func twice(_ x: Int) -> Int { x * 2 }")
        #expect(session.inspect("twice(", cursor: 6)?.signature == "func twice(_ x: Int) -> Int")
        #expect(session.inspect("(1 + ", cursor: 5) == nil)
        #expect(session.inspect("twice(2) + ", cursor: 11) == nil)
    }

    @Test func theLibrarysStarShowsItsMemberwiseInitialiser() {
        let signature = Lang.Session().inspect("Star(points: 5, corn", cursor: 20)?.signature ?? ""
        #expect(signature.contains("\nStar(points: Int = 5, cornerRadius: CGFloat = 0, innerRatio: CGFloat = 0.4,"), "\(signature)")
    }
}
