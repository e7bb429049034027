import ArgumentParser
import Foundation
import ShapebookKernel

/// `shapebook run FILE.shape`: runs a script as one cell and prints its text output.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a .shape script as one cell and print its output.")

    @Argument(help: "The script to run.")
    var script: String

    func run() throws {
        let runner = ScriptRunner(output: writeToStandardOutput)
        if let diagnostic = runner.run(try readScript(script)) {
            writeToStandardError(diagnostic)
            throw ExitCode.failure
        }
    }
}

/// The script's text, or a clear error naming the file.
func readScript(_ path: String) throws -> String {
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        throw ValidationError("cannot read \(path): \(error.localizedDescription)")
    }
}

func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
