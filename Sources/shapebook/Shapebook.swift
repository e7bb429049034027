import ArgumentParser

/// The `shapebook` command: a Jupyter kernel for exploring 2D geometry, and its tools.
@main
struct Shapebook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapebook",
        abstract: "A Jupyter kernel for exploring 2D geometry in Swift, drawn with SwiftUI's shapes and views.",
        subcommands: [KernelCommand.self, InstallCommand.self, RunCommand.self, RenderCommand.self,
                      FuzzWorkerCommand.self])

    /// `shapebook run …` is parsed by `RunCommand` alone when it can be: parsing it as a
    /// subcommand builds every command's arguments first (for help and completion requests),
    /// which took about 1.5 ms of a script's start, most of it the Swift runtime's
    /// protocol-conformance lookups. Its plainest forms, `run FILE` and `run --typed FILE` (what
    /// scripts, tests and the benchmarks run), skip ArgumentParser altogether: even building
    /// `RunCommand`'s own arguments (reflection over its property wrappers) took about 2 ms.
    /// Anything else (`--help`, a mistake) goes the usual way, for the usual message.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let (script, typed) = RunCommand.plainForm(arguments) {
            finish { try RunCommand.run(script: script, typed: typed, timeCheck: nil) }
            return
        }
        if arguments.first == "run", let command = try? RunCommand.parse(Array(arguments.dropFirst())) {
            finish { try command.run() }
            return
        }
        main(nil)
    }

    /// Runs `body`, exiting with ArgumentParser's message and code if it throws.
    private static func finish(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            exit(withError: error)
        }
    }
}
