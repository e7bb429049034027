import Foundation
import Render

/// The kernelspec directory Jupyter reads: kernel.json, and the logos Shapebook draws itself.
public struct Kernelspec: Sendable {
    /// The absolute path of the `shapebook` binary that kernel.json runs.
    public let executable: String

    /// A kernelspec that runs `executable`.
    /// - Throws: `FigureFile.WriteError` if the path is not absolute (Jupyter's working
    ///   directory is the notebook's, so a relative path would break).
    public init(executable: String) throws {
        guard executable.hasPrefix("/") else {
            throw FigureFile.WriteError(description: "kernel.json needs an absolute path, not \(executable)")
        }
        self.executable = executable
    }

    /// kernel.json's content: message-mode interrupts, so the control channel delivers them.
    public var kernelJSON: [String: Any] {
        [
            "argv": [executable, "kernel", "-f", "{connection_file}"],
            "display_name": "Shapebook",
            "language": "swift",
            "interrupt_mode": "message",
            "metadata": ["debugger": false],
        ]
    }

    /// Writes kernel.json and the logos (logo-32x32.png, logo-64x64.png, logo-svg.svg) into
    /// `directory`, creating it as needed.
    public func write(to directory: URL) throws {
        try write(to: directory, renderer: Renderer.shapebookDefault)
    }

    func write(to directory: URL, renderer: any FigureRendering) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let json = try JSONSerialization.data(withJSONObject: kernelJSON, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try json.write(to: directory.appendingPathComponent("kernel.json"))
        for side in [32, 64] {
            let png = try renderer.png(ShapebookLogo.figure(side: Double(side)))
            try Data(png).write(to: directory.appendingPathComponent("logo-\(side)x\(side).png"))
        }
        let svg = try renderer.svg(ShapebookLogo.figure(side: 64))
        try Data(svg.utf8).write(to: directory.appendingPathComponent("logo-svg.svg"))
    }
}
