extension KernelCore {
    /// `comm_info_reply` content: every open comm, or only those of `target_name` when asked.
    func commInfo(_ content: JSONObject) -> JSONObject {
        let target = content["target_name"]?.stringValue
        let listed = comms.openComms(target: target).map { ($0.id, JSONValue.object(["target_name": .string($0.targetName)])) }
        return ["status": "ok", "comms": .object(JSONObject(listed, uniquingKeysWith: { _, last in last }))]
    }

    /// A front end opens a comm: the interpreter gets it if it serves the target; otherwise the
    /// comm is closed at once, so the front end knows nobody listens.
    func openComm(_ message: Message) {
        let target = message.content["target_name"]?.stringValue ?? ""
        guard let id = message.content["comm_id"]?.stringValue, !id.isEmpty else {
            KernelLog.warning("ignored comm_open without a comm_id")
            return
        }
        guard interpreter.commTargets.contains(target) else {
            KernelLog.warning("no comm target named '\(target)'")
            publish("comm_close", ["comm_id": .string(id), "data": [:]], parent: message.header)
            return
        }
        let comm = comms.register(id: id, target: target)
        interpreter.commOpened(comm, message: commMessage(message), context: commContext(for: message))
    }

    /// A message on an open comm goes to the interpreter; one on an unknown comm is logged and
    /// dropped (it may have been closed a moment ago).
    func receiveCommMessage(_ message: Message) {
        guard let id = message.content["comm_id"]?.stringValue, let comm = comms.comm(id: id) else {
            KernelLog.warning("comm_msg for a comm that is not open: \(message.content["comm_id"]?.stringValue ?? "no id")")
            return
        }
        interpreter.commReceived(commMessage(message), on: comm, context: commContext(for: message))
    }

    /// A front end closes a comm: it is forgotten, then the interpreter is told.
    func closeComm(_ message: Message) {
        guard let id = message.content["comm_id"]?.stringValue, let comm = comms.remove(id: id) else { return }
        interpreter.commClosed(comm, message: commMessage(message))
    }

    private func commMessage(_ message: Message) -> CommMessage {
        CommMessage(
            data: message.content["data"]?.objectValue ?? [:], metadata: message.metadata, buffers: message.buffers)
    }

    /// A context whose output has the comm message as parent (front ends route it to the view
    /// that sent the message, or to their log).
    private func commContext(for message: Message) -> ExecutionContext {
        let parent = message.header
        return ExecutionContext(
            executionCount: executionCount,
            publisher: { [self] type, content in publish(type, content, parent: parent) }, comms: comms)
    }
}
