import Testing
@testable import Lang

/// Swift the script tests, seeds and README use that Lang lacked: UIKit's `CGRect.inset(by:)`,
/// SwiftUI's `specifier:` in `Text`'s interpolations (swiftc's error elsewhere, as swiftc 6.3.1
/// words it), `@State var x: Double = 20` holding a Double, and the old language's clear errors
/// for arguments no figure can show.
@Suite struct ScriptSurfaceTests {
    @Test func insetByShrinksEachEdge() {
        let result = Lang.Session().run("""
            let r = CGRect(x: 10, y: 20, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            print(r.minX, r.minY, r.width, r.height, CGRect(x: 0, y: 0, width: 8, height: 8).inset(by: .zero) == CGRect(x: 0, y: 0, width: 8, height: 8))
            """)
        #expect(result.output == "12.0 21.0 94.0 46.0 true\n")
    }

    @Test func aSpecifierFormatsTextAsStringFormatDoes() throws {
        let session = Lang.Session()
        _ = session.run(#"""
            let r: CGFloat = 2.46
            Text("r = \(r, specifier: "%5.1f") n = \(7, specifier: "%d")")
            """#)
        let formatted = try #require(try session.cellFigure())
        _ = session.run(#"Text("r =   2.5 n = 7")"#)
        #expect(formatted.displayList == (try session.cellFigure())?.displayList)
    }

    @Test func aSpecifierOutsideTextIsSwiftcsError() {
        let result = Lang.Session().run(#"print("\(2.5, specifier: "%.1f")")"#)
        #expect(result.diagnostics.map(\.message) == ["incorrect argument label in call (have '_:specifier:', expected '_:default:')"])
    }

    @Test func aWrittenStateTypeTypesTheLiteral() {
        let result = Lang.Session().run("""
            struct Slider: View {
                @State var width: Double = 20
                var body: some View { Rectangle().frame(width: width) }
            }
            print(Slider().width)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "20.0\n")
    }

    @Test func argumentsNoFigureCanShowStopTheCellInTheOldLanguagesWords() throws {
        let session = Lang.Session()
        let nan = session.run("print(Color(red: 0.0 / 0.0, green: 1, blue: 1))")
        #expect(nan.runtimeError?.message == "'red' must be a finite number, got nan")
        #expect(nan.output == "")
        _ = session.run("let s = Star(points: 1)\ns")
        #expect(throws: (any Error).self) { try session.drawCell() }
        do {
            _ = try session.drawCell()
        } catch {
            #expect("\(error)".contains("Star points must be between 2 and 10000, got 1"))
        }
    }

    @Test func foundationsTypesPrintQualifiedByFoundationAsSwiftcPrintsThem() {
        let result = Lang.Session().run("print([CGPoint(x: 5, y: 0)], [CGSize.zero], CGPoint(x: 1, y: 2))")
        #expect(result.output == "[Foundation.CGPoint(x: 5.0, y: 0.0)] [Foundation.CGSize(width: 0.0, height: 0.0)] CGPoint(x: 1.0, y: 2.0)\n")
    }
}
