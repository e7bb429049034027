import ArgumentParser
import Foundation
import ShapebookKernel

/// `shapebook run FILE.shape` (or `-` for standard input): runs a script as one cell and prints
/// its text output.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a .shape script as one cell and print its output.")

    @Argument(help: "The script to run, or - to read it from standard input.")
    var script: String

    func run() throws {
        let runner = ScriptRunner(output: writeToStandardOutput)
        if let diagnostic = runner.run(try readScript(script)) {
            writeError(diagnostic)
            throw ExitCode.failure
        }
    }
}

/// The script's text (standard input's for `-`), or a clear error naming the file.
func readScript(_ path: String) throws -> String {
    if path == "-" {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("the script on standard input is not UTF-8 text")
        }
        return text
    }
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        throw ValidationError("cannot read \(path): \(error.localizedDescription)")
    }
}

func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes an error on standard error as every error of the command starts: `Error: …`
/// (ArgumentParser writes its own that way).
func writeError(_ text: String) {
    FileHandle.standardError.write(Data(("Error: " + (text.hasSuffix("\n") ? text : text + "\n")).utf8))
}
