import ArgumentParser
import Foundation
import Jupyter
import Lang
import ShapebookKernel
import Synchronization

/// `shapebook fuzz-worker`: runs cells sent one per line on standard input, each in a fresh
/// kernel interpreter, and answers one JSON line per cell on standard output.
///
/// This is the child process of the fuzzer (tests/fuzz/): it runs a cell exactly as the kernel
/// does (the result rendered to PNG and SVG, `save` writing files), so that a crash signal ends
/// only this process and the fuzzer can report the cell that caused it. SIGINT interrupts the
/// running cell, as it does in the kernel. Hidden from `--help`: it is a tool for tests.
///
/// Input lines: `{"source": "…"}`. Output lines: first `{"status": "ready"}` once the library is
/// loaded (as a kernel answers only once started), then for each cell `{"status": "ok"}` or
/// `{"status": "error", "ename": …, "evalue": …}`, each with `"milliseconds"`.
///
/// `{"settle": true}` waits until what earlier cells left to the releasing thread is freed and
/// hands free heap pages back, then answers `{"status": "settled", "freed": true}` (false when
/// the freeing outlasted `settleSeconds`): the fuzzer settles the worker between cells, so that
/// a cell's peak memory is its own, not the one before's values still being freed.
struct FuzzWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-worker", abstract: "Run cells from standard input for the fuzzer.",
        shouldDisplay: false)

    /// The longest a settle request waits for the releasing thread.
    static let settleSeconds = 120.0

    func run() throws {
        let running = Mutex<LangInterpreter?>(nil)
        signal(SIGINT, SIG_IGN)
        let interrupts = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupts.setEventHandler { running.withLock { $0?.interrupt() } }
        interrupts.resume()
        // The first interpreter checks the library's prelude (shared by the later ones): a SIGINT
        // meanwhile would reach no cell, so the fuzzer's budget starts only after this line.
        _ = LangInterpreter()
        answer(["status": "ready"])
        while let line = readLine(strippingNewline: true) {
            guard let request = try? JSONDecoder().decode(FuzzCell.self, from: Data(line.utf8)),
                  request.settle == true || request.source != nil else {
                answer(["status": "bad-request"])
                continue
            }
            if request.settle == true {
                let freed = Lang.Session.settleBackgroundFreeing(seconds: Self.settleSeconds)
                answer(["status": "settled", "freed": freed])
                continue
            }
            let interpreter = LangInterpreter()
            running.withLock { $0 = interpreter }
            let started = DispatchTime.now().uptimeNanoseconds
            let outcome = interpreter.execute(ExecuteRequest(code: request.source ?? ""),
                                              context: ExecutionContext(executionCount: 1, publisher: nil))
            running.withLock { $0 = nil }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
            switch outcome {
            case .success:
                answer(["status": "ok", "milliseconds": milliseconds])
            case .failure(let error):
                answer(["status": "error", "ename": error.name, "evalue": error.value, "milliseconds": milliseconds])
            }
        }
        interrupts.cancel()
    }

    /// Writes one JSON line and flushes it, so the fuzzer sees it at once.
    private func answer(_ object: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}

/// One cell for the worker to run.
private struct FuzzCell: Decodable {
    var source: String?
    /// A request to settle (`FuzzWorkerCommand`) instead of a cell.
    var settle: Bool?
}
