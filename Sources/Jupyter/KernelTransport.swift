import Foundation

/// The four message channels the core talks on (the heartbeat never reaches the core).
public enum Channel: String, Sendable, CaseIterable {
    /// Requests from the user: execute, complete, inspect, …
    case shell
    /// Requests that must get through while a cell runs: interrupt, shutdown.
    case control
    /// Input requests to the front end (unused by Shapebook).
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
    /// the shell thread after a failed cell, to abort the executes queued behind it.
    func receivePending(on channel: Channel) -> [[Data]]
}
