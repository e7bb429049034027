import Canvas
import Geometry
import Testing
@testable import Language

@Test func redCircleIsOneFillOfTheCircleInA200PointCanvas() throws {
    let runner = Runner()
    let figure = try #require(runner.figure("Circle().fill(.red)"))
    #expect(figure.displayList.size == Size(width: 200, height: 200))
    #expect(figure.displayList.items.count == 1)
    guard case .fill(let path, let paint, let rule) = figure.displayList.items[0] else {
        Issue.record("expected a fill")
        return
    }
    #expect(path == Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 200)))
    #expect(paint == .solid(RGBA(red: 1, green: 59.0 / 255, blue: 48.0 / 255)))
    #expect(rule == .nonZero)
    #expect(figure.description == "Circle 200×200")
}

@Test func printWritesToTheHostAndNumbersPrintWhole() {
    let runner = Runner()
    #expect(runner.text("print(1 + 2, 214/255 > 0.83)\n42") == "42")
    #expect(runner.host.printed == "3 true\n")
}
