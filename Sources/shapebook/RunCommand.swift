import ArgumentParser
import Foundation
import ShapebookKernel

/// `shapebook run FILE.shape` (or `-` for standard input): runs a script as one cell and prints
/// its text output as the kernel shows a cell (a final figure's description line, errors worded as
/// the kernel's); `--typed` runs it with swiftc's conventions instead (TypedScript).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a Swift script (.swift or .shape) as one cell and print its output.")

    @Argument(help: "The script to run, or - to read it from standard input.")
    var script: String

    @Flag(help: ArgumentHelp("Print as a program swiftc compiled prints: diagnostics as FILE:LINE:COLUMN: error: …, a runtime error as FILE:LINE: Fatal error: …, no figure description.",
                             discussion: "Also allows --time-check N, which times the type check (docs/benchmarks.md)."))
    var typed = false

    /// With `--typed`: only parse and type-check the script this many times and print the time of one
    /// check (the benchmark of docs/benchmarks.md).
    @Option(name: .customLong("time-check"), help: .hidden)
    var timeCheck: Int?

    func validate() throws {
        if timeCheck != nil, !typed { throw ValidationError("--time-check needs --typed") }
    }

    func run() throws {
        try RunCommand.run(script: script, typed: typed, timeCheck: timeCheck)
    }

    /// The script and `--typed` of `run FILE` or `run --typed FILE` (`arguments` as given to
    /// `shapebook`), which `Shapebook.main` runs without ArgumentParser; nil for any other form.
    static func plainForm(_ arguments: [String]) -> (script: String, typed: Bool)? {
        guard arguments.first == "run" else { return nil }
        let rest = arguments.dropFirst()
        let typed = rest.first == "--typed"
        guard rest.count == (typed ? 2 : 1), let script = rest.last,
              script == "-" || !script.hasPrefix("-") else { return nil }
        return (script, typed)
    }

    /// Runs `script` (`-` for standard input) as `shapebook run` with these options does.
    static func run(script: String, typed: Bool, timeCheck: Int?) throws {
        if typed {
            let source = try readScript(script)
            let file = script == "-" ? "<stdin>" : script
            let succeeded = if let timeCheck {
                TypedScript.timeCheck(source, file: file, times: timeCheck)
            } else {
                TypedScript.run(source, file: file)
            }
            if !succeeded { throw ExitCode.failure }
            return
        }
        let runner = LangScriptRunner(output: writeToStandardOutput)
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
