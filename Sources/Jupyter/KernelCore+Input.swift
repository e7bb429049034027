import Foundation

extension KernelCore {
    /// How long one wait for the front end's `input_reply` lasts before `stop` is asked again.
    static let inputPollMilliseconds = 50

    /// What a cell of `request` calls to read a line from the front end (`input(prompt:…)` of its
    /// `ExecutionContext`), or nil when the request does not allow stdin.
    func inputReader(for request: Message, allowed: Bool) -> ExecutionContext.InputReader? {
        guard allowed else { return nil }
        return { [self] prompt, password, stop in
            readInput(prompt: prompt, password: password, for: request, until: stop)
        }
    }

    /// Sends `input_request` on stdin to the client that sent `request` and waits for its
    /// `input_reply`: its `value`, or nil once `stop` says so (an interrupt). Runs on the cell's
    /// thread while the shell thread waits for the cell, so the stdin socket has one user.
    ///
    /// Replies still waiting from an earlier request (one given up when its cell was interrupted)
    /// are dropped first, so they cannot answer this one, as ipykernel does.
    private func readInput(prompt: String, password: Bool, for request: Message, until stop: () -> Bool) -> String? {
        for frames in transport.receivePending(on: .stdin) where decode(frames, on: .stdin) != nil {
            KernelLog.warning("dropped a stale message on stdin")
        }
        reply(to: request, type: "input_request", content: ["prompt": .string(prompt), "password": .bool(password)],
              on: .stdin)
        while !stop() {
            for frames in transport.receive(on: .stdin, waitingUpTo: Self.inputPollMilliseconds) {
                guard let message = decode(frames, on: .stdin) else { continue }
                guard message.messageType == "input_reply" else {
                    KernelLog.warning("ignored \(message.messageType) on stdin: waiting for input_reply")
                    continue
                }
                return message.content["value"]?.stringValue ?? ""
            }
        }
        return nil
    }
}
