import Foundation
import Synchronization
@testable import Jupyter

/// A transport without sockets: records what the core sends and holds queues of shell and
/// stdin messages "waiting on the socket" (for the stop-on-error drain and input replies).
final class InMemoryTransport: KernelTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sentMessages: [(channel: Channel, frames: [Data])] = []
    private var pending: [Channel: [[Data]]] = [:]
    /// Called with what the core sends on stdin (an `input_request`), as a front end sees it.
    var onStdin: (([Data]) -> Void)?

    func send(_ frames: [Data], on channel: Channel) {
        lock.withLock { sentMessages.append((channel, frames)) }
        if channel == .stdin { onStdin?(frames) }
    }

    func receivePending(on channel: Channel) -> [[Data]] {
        lock.withLock {
            defer { pending[channel] = [] }
            return pending[channel] ?? []
        }
    }

    /// Queues frames as if they had arrived on the stdin socket.
    func enqueueOnStdin(_ frames: [Data]) {
        lock.withLock { pending[.stdin, default: []].append(frames) }
    }

    /// Queues frames as if they had arrived on the shell socket while a cell ran.
    func enqueueOnShell(_ frames: [Data]) {
        lock.withLock { pending[.shell, default: []].append(frames) }
    }

    /// Everything sent so far, in order.
    var sent: [(channel: Channel, frames: [Data])] {
        lock.withLock { sentMessages }
    }

    func clear() {
        lock.withLock { sentMessages = [] }
    }
}

/// A stand-in language: `fail` fails, `print:X` prints X, `show` displays, `input:P` reads a
/// line with prompt P (its value, or `nil`), `loop` is slow,
/// `open:T` opens a comm to target T, `page` pages, anything else evaluates to its own text.
/// It serves the comm target `echo`, which sends every message back.
final class FakeInterpreter: KernelInterpreter, @unchecked Sendable {
    let interrupts = Atomic<Int>(0)
    private(set) var executed: [ExecuteRequest] = []
    private(set) var shutdownRestart: Bool?
    /// What the comm calls received, in order: `open:ID`, `msg:ID`, `close:ID`.
    private(set) var commEvents: [String] = []
    /// The comm the last `open:T` cell opened.
    private(set) var openedComm: Comm?

    var commTargets: Set<String> { ["echo"] }

    func commOpened(_ comm: Comm, message: CommMessage, context: ExecutionContext) {
        commEvents.append("open:\(comm.id)")
    }

    func commReceived(_ message: CommMessage, on comm: Comm, context: ExecutionContext) {
        commEvents.append("msg:\(comm.id)")
        comm.send(message.data, buffers: message.buffers)
    }

    func commClosed(_ comm: Comm, message: CommMessage) {
        commEvents.append("close:\(comm.id)")
    }

    /// When the deferred work is due, as a test sets it.
    var deferredWorkDeadline: UInt64?
    /// The `now` of each `runDeferredWork` call.
    private(set) var deferredRuns: [UInt64] = []

    func runDeferredWork(now: UInt64) {
        deferredRuns.append(now)
    }

    var kernelInfo: KernelInfo {
        KernelInfo(
            implementation: "fake", implementationVersion: "1.0", languageInfo: ["name": "fake"], banner: "hi",
            helpLinks: [.init(text: "docs", url: "https://example.org")])
    }

    func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome {
        executed.append(request)
        if request.code == "fail" {
            return .failure(ExecutionError(name: "RuntimeError", value: "boom", traceback: ["RuntimeError: boom", "fail", "^"]))
        }
        if request.code.hasPrefix("print:") {
            context.write(String(request.code.dropFirst(6)))
            return .success(result: nil)
        }
        if request.code.hasPrefix("open:") {
            openedComm = context.openComm(target: String(request.code.dropFirst(5)), data: ["value": 1], metadata: ["version": "2.1.0"])
            return .success(result: nil)
        }
        if request.code == "page" {
            context.page(MimeBundle(data: ["text/plain": "a star"]))
            return .success(result: nil)
        }
        if request.code.hasPrefix("input:") {
            let line = context.input(prompt: String(request.code.dropFirst(6)), password: true) { false }
            return .success(result: .plainText(line ?? "nil"))
        }
        if request.code == "show" {
            context.display(MimeBundle(data: ["text/plain": "shown"]))
            return .success(result: nil)
        }
        return .success(result: .plainText(request.code))
    }

    func complete(code: String, cursorPosition: Int) -> CompletionReply {
        CompletionReply(items: [.init(text: "Star", type: "class", signature: "Star(points:)")], cursorStart: 0, cursorEnd: cursorPosition)
    }

    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionReply {
        code == "Star" ? InspectionReply(.plainText("a star")) : .notFound
    }

    func isComplete(code: String) -> CompletenessStatus {
        code.hasSuffix("{") ? .incomplete(indent: "    ") : .complete
    }

    func interrupt() {
        interrupts.add(1, ordering: .relaxed)
    }

    func shutdown(restart: Bool) {
        shutdownRestart = restart
    }
}
