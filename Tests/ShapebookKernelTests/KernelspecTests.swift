import Canvas
import Foundation
import Geometry
import Testing
@testable import ShapebookKernel

@Suite struct KernelspecTests {
    @Test func kernelspecRunsThisBinaryWithMessageInterrupts() throws {
        #expect(throws: FigureFile.WriteError.self) { try Kernelspec(executable: "shapebook") }
        let spec = try Kernelspec(executable: "/opt/bin/shapebook")
        #expect(spec.kernelJSON["argv"] as? [String] == ["/opt/bin/shapebook", "kernel", "-f", "{connection_file}"])
        #expect(spec.kernelJSON["interrupt_mode"] as? String == "message")
        #expect(spec.kernelJSON["language"] as? String == "swift")
        #expect(spec.kernelJSON["display_name"] as? String == "Shapebook")
    }

    @Test func writesKernelJSONAndTheThreeLogos() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Kernelspec(executable: "/opt/bin/shapebook").write(to: directory, renderer: FakeRenderer())
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["kernel.json", "logo-32x32.png", "logo-64x64.png", "logo-svg.svg"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("kernel.json")))
        #expect((json as? [String: Any])?["interrupt_mode"] as? String == "message")
        let small = FileManager.default.contents(atPath: directory.appendingPathComponent("logo-32x32.png").path)
        #expect(small == Data("PNG Shapebook logo 32×32 @1.0".utf8))
    }

    @Test func logoStarIsSymmetricAndInsideItsTile() {
        let star = ShapebookLogo.roundedStar(center: Point(x: 50, y: 50), outerRadius: 40, innerRadius: 20)
        // Ten quadratic corners after the opening move, then the close.
        #expect(star.elements.count == 12)
        guard case .move(let start) = star.elements.first else {
            Issue.record("the star starts with a move")
            return
        }
        // The start is the midpoint of the edge from the last inner vertex to the top point,
        // so it sits left of the vertical axis by symmetry with the first corner's end.
        guard case .quadCurve(let firstEnd, let top) = star.elements[1] else {
            Issue.record("the first corner is a quadratic curve")
            return
        }
        #expect(abs(top.x - 50) < 1e-12 && abs(top.y - 10) < 1e-12)
        #expect(abs((start.x - 50) + (firstEnd.x - 50)) < 1e-12)
        #expect(abs(start.y - firstEnd.y) < 1e-12)
    }
}
