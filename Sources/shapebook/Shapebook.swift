import ArgumentParser

/// The `shapebook` command: a Jupyter kernel for exploring 2D geometry, and its tools.
@main
struct Shapebook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapebook",
        abstract: "A Jupyter kernel for exploring 2D geometry in a Swift-flavoured shape language.",
        subcommands: [KernelCommand.self, InstallCommand.self, RunCommand.self, RenderCommand.self,
                      FuzzWorkerCommand.self])

    /// `shapebook run …` is parsed by `RunCommand` alone when it can be: parsing it as a
    /// subcommand builds every command's arguments first (for help and completion requests),
    /// which took about 1.5 ms of a script's start, most of it the Swift runtime's
    /// protocol-conformance lookups. Anything `RunCommand` cannot parse (`--help`, a mistake)
    /// goes the usual way, for the usual message.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "run", let command = try? RunCommand.parse(Array(arguments.dropFirst())) {
            do {
                try command.run()
            } catch {
                exit(withError: error)
            }
            return
        }
        main(nil)
    }
}
