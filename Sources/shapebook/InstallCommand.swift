import ArgumentParser
import Foundation
import ShapebookKernel

/// `shapebook install [--user | --sys-prefix | --prefix DIR]`: writes the kernelspec, and beside
/// it (in the same Jupyter data directory) Shapebook's nbconvert template.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install the Shapebook kernelspec (kernel.json and logos) and nbconvert template where Jupyter finds them.")

    @Flag(help: "Install for the current user (the default).")
    var user = false

    @Flag(help: "Install into the prefix of the python3 on PATH (a virtual environment's).")
    var sysPrefix = false

    @Option(help: "Install into DIR/share/jupyter/kernels.")
    var prefix: String?

    func validate() throws {
        if [user, sysPrefix, prefix != nil].filter({ $0 }).count > 1 {
            throw ValidationError("choose one of --user, --sys-prefix and --prefix")
        }
    }

    func run() throws {
        let data = try dataDirectory()
        let directory = data.appendingPathComponent("kernels/shapebook")
        let spec = try Kernelspec(executable: Self.executablePath())
        let template = data.appendingPathComponent("nbconvert/templates/\(NbconvertTemplate.name)")
        do {
            try spec.write(to: directory)
            try NbconvertTemplate.write(to: template)
        } catch {
            throw ValidationError("cannot install into \(data.path): \(error)")
        }
        writeToStandardOutput("Installed the Shapebook kernelspec in \(directory.path)\n"
                              + "and the nbconvert template `\(NbconvertTemplate.name)` in \(template.path)\n")
    }

    /// The Jupyter data directory (holding `kernels/`) for the chosen location.
    private func dataDirectory() throws -> URL {
        if let prefix {
            return URL(fileURLWithPath: prefix).appendingPathComponent("share/jupyter")
        }
        if sysPrefix {
            return URL(fileURLWithPath: try Self.pythonPrefix()).appendingPathComponent("share/jupyter")
        }
        let environment = ProcessInfo.processInfo.environment
        if let data = environment["JUPYTER_DATA_DIR"] {
            return URL(fileURLWithPath: data)
        }
        let dataHome = environment["XDG_DATA_HOME"] ?? (NSHomeDirectory() + "/.local/share")
        return URL(fileURLWithPath: dataHome).appendingPathComponent("jupyter")
    }

    /// This binary's absolute path, so kernel.json works from any working directory.
    static func executablePath() throws -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        guard let argument = CommandLine.arguments.first, argument.hasPrefix("/") else {
            throw ValidationError("cannot find this program's absolute path (no /proc/self/exe)")
        }
        return argument
    }

    /// `sys.prefix` of the python3 on PATH.
    private static func pythonPrefix() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.prefix)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            throw ValidationError("--sys-prefix needs python3 on PATH: \(error.localizedDescription)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let prefix = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !prefix.isEmpty else {
            throw ValidationError("--sys-prefix: python3 did not report sys.prefix")
        }
        return prefix
    }
}
