import ArgumentParser
import Foundation
import ShapebookKernel

/// `shapebook render FILE.shape -o OUT.png|OUT.svg|OUT.pdf [--scale N]`: writes the script's last figure.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Run a Swift script (.swift or .shape) and write its last figure as PNG, SVG or PDF.")

    @Argument(help: "The script to run, or - to read it from standard input.")
    var script: String

    @Option(name: .shortAndLong, help: "The file to write: .png, .svg or .pdf.")
    var output: String

    @Option(help: "PNG pixels per point (default: the figure's Canvas.scale).")
    var scale: Double?

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be greater than 0 and at most 16")
        }
        do {
            try FigureFile(path: output).checkDirectory()
        } catch {
            throw ValidationError("cannot write \(output): \(error)")
        }
    }

    func run() throws {
        let runner = LangScriptRunner(output: writeToStandardOutput, describesFigures: false)
        if let diagnostic = runner.run(try readScript(script)) {
            writeError(diagnostic)
            throw ExitCode.failure
        }
        do {
            let written = try runner.writeLastFigure(to: output, scale: scale)
            writeToStandardOutput("\(written)\n")
        } catch {
            writeError("cannot write \(output): \(error)")
            throw ExitCode.failure
        }
    }
}
