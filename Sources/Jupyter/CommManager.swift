import Foundation
import Synchronization

/// The kernel's open comms, by id, and how to publish on them.
///
/// The core owns one and answers `comm_info_request` from it; interpreters open comms through
/// `ExecutionContext.openComm` and find them again by id. Messages a comm sends take the parent
/// the core set for the shell request being handled (ipykernel's "current parent").
public final class CommManager: Sendable {
    /// Publishes one iopub message: type, content, metadata, buffers, parent header.
    typealias Publisher = @Sendable (String, JSONObject, JSONObject, [Data], JSONObject) -> Void

    private struct State {
        var comms: [String: Comm] = [:]
        /// The order comms were opened in, so listings are stable.
        var order: [String] = []
        var parent: JSONObject = [:]
    }

    private let state = Mutex(State())
    private let publisher: Publisher

    init(publisher: @escaping Publisher) {
        self.publisher = publisher
    }

    /// The open comm with `id`, if any.
    public func comm(id: String) -> Comm? {
        state.withLock { $0.comms[id] }
    }

    /// Every open comm, in the order they were opened; with a target, only that target's.
    public func openComms(target: String? = nil) -> [Comm] {
        state.withLock { state in
            state.order.compactMap { state.comms[$0] }.filter { target == nil || $0.targetName == target }
        }
    }

    /// Opens a comm from the kernel's side: registers it and publishes `comm_open` with `data`.
    ///
    /// The metadata carries the target's protocol version where it has one (`{"version": "2.1.0"}`
    /// for widgets).
    public func open(target: String, data: JSONObject, metadata: JSONObject = [:], buffers: [Data] = []) -> Comm {
        let comm = register(id: UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""), target: target)
        publish(
            "comm_open", ["comm_id": .string(comm.id), "target_name": .string(target), "data": .object(data)],
            metadata: metadata, buffers: buffers)
        return comm
    }

    /// Registers a comm under `id` (a front end's `comm_open`, or the kernel's own).
    func register(id: String, target: String) -> Comm {
        let comm = Comm(id: id, targetName: target, manager: self)
        state.withLock { state in
            if state.comms.updateValue(comm, forKey: id) == nil { state.order.append(id) }
        }
        return comm
    }

    /// Forgets the comm with `id`; returns it if it was open.
    @discardableResult
    func remove(id: String) -> Comm? {
        state.withLock { state in
            guard let comm = state.comms.removeValue(forKey: id) else { return nil }
            state.order.removeAll { $0 == id }
            return comm
        }
    }

    /// The header of the request being handled: the parent of what comms publish.
    var parent: JSONObject {
        get { state.withLock { $0.parent } }
        set { state.withLock { $0.parent = newValue } }
    }

    func publish(_ type: String, _ content: JSONObject, metadata: JSONObject, buffers: [Data]) {
        publisher(type, content, metadata, buffers, parent)
    }
}
