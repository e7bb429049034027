import Foundation

/// The four message channels the core talks on (the heartbeat never reaches the core).
public enum Channel: String, Sendable, CaseIterable {
    /// Requests from the user: execute, complete, inspect, …
    case shell
    /// Requests that must get through while a cell runs: interrupt, shutdown.
    case control
    /// Input requests to the front end (`readLine()` in a cell that allows stdin).
    case stdin
    /// Broadcasts to every client: status, outputs, errors.
    case iopub
}

/// Moves raw multipart messages between the core and its front ends.
///
/// The ZeroMQ server (JupyterZMQ's `KernelServer`) is one implementation; tests use an in-memory
/// one, so the protocol core is exercised without sockets (as xeus tests its core through an
/// in-memory server).
public protocol KernelTransport: AnyObject, Sendable {
    /// Sends one multipart message. Shell frames are sent from the shell thread and control
    /// frames from the control thread; iopub frames come from either, so implementations
    /// serialize iopub sends.
    func send(_ frames: [Data], on channel: Channel)

    /// The messages already waiting on `channel`, taken without blocking. The core calls this on
    /// the shell thread after a failed cell, to abort the executes queued behind it, and for stdin
    /// before it asks for input.
    func receivePending(on channel: Channel) -> [[Data]]

    /// Waits up to `milliseconds` for a message on `channel`, then takes what is waiting. The core
    /// calls this for stdin on the thread running a cell, while the shell thread waits for it.
    func receive(on channel: Channel, waitingUpTo milliseconds: Int) -> [[Data]]
}

extension KernelTransport {
    /// Transports that cannot wait for a socket look again after the time has passed.
    public func receive(on channel: Channel, waitingUpTo milliseconds: Int) -> [[Data]] {
        let pending = receivePending(on: channel)
        guard pending.isEmpty else { return pending }
        Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
        return receivePending(on: channel)
    }
}
