import ArgumentParser
import Foundation
import Jupyter
import JupyterZMQ
import ShapebookKernel

/// `shapebook kernel -f CONNECTION_FILE`: what Jupyter runs (kernel.json's argv).
struct KernelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kernel", abstract: "Run the Jupyter kernel on the sockets of a connection file.")

    @Option(name: .customShort("f"), help: "The connection file Jupyter wrote for this kernel.")
    var connectionFile: String

    func run() throws {
        let connection: ConnectionInfo
        let server: KernelServer
        do {
            connection = try ConnectionInfo(contentsOf: connectionFile)
            // kernel_info and is_complete are answered while the interpreter checks the library.
            let connectionFile = connectionFile
            let interpreter = DeferredInterpreter(kernelInfo: ShapebookKernelInfo.kernelInfo,
                                                  isComplete: LangInterpreter.isComplete,
                                                  interrupted: LangInterpreter.interruptedBeforeRunning) {
                LangInterpreter(crashNote: CrashNote(connectionFile: connectionFile))
            }
            server = try KernelServer(connection: connection, interpreter: interpreter)
        } catch {
            throw ValidationError("\(error)")
        }
        server.run()
    }
}
