import ArgumentParser

/// The `shapebook` command: a Jupyter kernel for exploring 2D geometry, and its tools.
@main
struct Shapebook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapebook",
        abstract: "A Jupyter kernel for exploring 2D geometry in a Swift-flavoured shape language.",
        subcommands: [KernelCommand.self, InstallCommand.self, RunCommand.self, RenderCommand.self,
                      FuzzWorkerCommand.self])
}
