import Foundation

/// One open comm: a channel between an object in the kernel and its companion in a front end
/// (the messaging spec's "custom messages"; Jupyter widgets are built on them).
///
/// Either side may open a comm. What the kernel sends on it is published on iopub with the
/// request being handled as parent (the cell that opened it, or the `comm_msg` being answered),
/// as ipykernel does. Comms are used on the shell thread only.
public final class Comm: Sendable {
    /// The comm's id, unique in the kernel (a widget's model id).
    public let id: String
    /// The target the comm was opened for, such as `jupyter.widget`.
    public let targetName: String
    private let manager: CommManager

    init(id: String, targetName: String, manager: CommManager) {
        self.id = id
        self.targetName = targetName
        self.manager = manager
    }

    /// Whether the comm is still open (neither side has closed it).
    public var isOpen: Bool { manager.comm(id: id) === self }

    /// Sends `data` to the front end as a `comm_msg`; nothing once the comm is closed.
    public func send(_ data: JSONObject, metadata: JSONObject = [:], buffers: [Data] = []) {
        guard isOpen else { return }
        manager.publish("comm_msg", ["comm_id": .string(id), "data": .object(data)], metadata: metadata, buffers: buffers)
    }

    /// Closes the comm from the kernel's side with a `comm_close`; nothing if already closed.
    public func close(_ data: JSONObject = [:]) {
        guard manager.remove(id: id) != nil else { return }
        manager.publish("comm_close", ["comm_id": .string(id), "data": .object(data)], metadata: [:], buffers: [])
    }
}

/// What arrives with a `comm_open`, `comm_msg` or `comm_close`: its data, metadata and buffers.
public struct CommMessage: Sendable, Equatable {
    /// The message's `content.data`.
    public var data: JSONObject
    /// The message's metadata (a widget's `comm_open` gives the protocol version here).
    public var metadata: JSONObject
    /// Binary buffers after the content frame.
    public var buffers: [Data]

    /// A message from its parts.
    public init(data: JSONObject, metadata: JSONObject = [:], buffers: [Data] = []) {
        self.data = data
        self.metadata = metadata
        self.buffers = buffers
    }
}
