import Foundation

extension KernelCore {
    /// Runs an `execute_request`; returns the requests queued behind it when it failed with
    /// `stop_on_error` (they are taken before the reply goes out, so none of them can be a
    /// client's reaction to the failure).
    func execute(_ message: Message) -> [[Data]] {
        let content = message.content
        let silent = content["silent"]?.boolValue ?? false
        let request = ExecuteRequest(
            code: content["code"]?.stringValue ?? "", silent: silent,
            storeHistory: content["store_history"]?.boolValue ?? !silent,
            allowStdin: content["allow_stdin"]?.boolValue ?? false)
        if request.storeHistory { executionCount += 1 }
        let count = executionCount
        let parent = message.header
        if !silent {
            publish("execute_input", ["code": .string(request.code), "execution_count": .int(count)], parent: parent)
        }
        let publisher: @Sendable (String, JSONObject) -> Void = { [self] type, content in
            publish(type, content, parent: parent)
        }
        let context = ExecutionContext(executionCount: count, publisher: silent ? nil : publisher, comms: comms,
                                       inputReader: inputReader(for: message, allowed: request.allowStdin))

        var reply: JSONObject
        var output: String?
        var failed = false
        switch interpreter.execute(request, context: context) {
        case .success(let result):
            if let result, !silent {
                publish(
                    "execute_result",
                    ["execution_count": .int(count), "data": .object(result.data), "metadata": .object(result.metadata)],
                    parent: parent)
            }
            output = result?.data["text/plain"]?.stringValue
            let expressions = content["user_expressions"]?.objectValue ?? [:]
            reply = [
                "status": "ok", "user_expressions": .object(evaluate(expressions)), "payload": .array(context.payload),
            ]
        case .failure(let error):
            if !silent { publish("error", error.content, parent: parent) }
            reply = error.content.merging(["status": "error"]) { _, new in new }
            failed = true
        }
        reply["execution_count"] = .int(count)
        if request.storeHistory { history.append(line: count, input: request.code, output: output) }
        let stopOnError = content["stop_on_error"]?.boolValue ?? true
        let queued = failed && stopOnError ? transport.receivePending(on: .shell) : []
        self.reply(to: message, type: "execute_reply", content: reply, on: .shell)
        return queued
    }

    /// Answers the executes that were queued behind a failed cell with `status: aborted`; other
    /// queued requests are handled as usual. Requests arriving later run normally.
    func abortQueuedExecutes(_ queued: [[Data]]) {
        for frames in queued {
            guard let message = decode(frames, on: .shell) else { continue }
            guard message.messageType == "execute_request" else {
                dispatch(message, on: .shell)
                continue
            }
            publish("status", ["execution_state": "busy"], parent: message.header)
            reply(
                to: message, type: "execute_reply",
                content: ["status": "aborted", "execution_count": .int(executionCount)], on: .shell)
            publish("status", ["execution_state": "idle"], parent: message.header)
        }
    }

    /// Evaluates `user_expressions`, each to a mime bundle or an error, as the protocol asks.
    private func evaluate(_ expressions: JSONObject) -> JSONObject {
        expressions.reduce(into: JSONObject()) { results, entry in
            guard let code = entry.value.stringValue else { return }
            switch interpreter.evaluate(userExpression: code) {
            case .success(let bundle):
                let bundle = bundle ?? MimeBundle(data: [:])
                results[entry.key] = ["status": "ok", "data": .object(bundle.data), "metadata": .object(bundle.metadata)]
            case .failure(let error):
                results[entry.key] = .object(error.content.merging(["status": "error"]) { _, new in new })
            }
        }
    }

    /// Answers a `complete_request`.
    func complete(_ message: Message) {
        let code = message.content["code"]?.stringValue ?? ""
        let cursor = message.content["cursor_pos"]?.intValue ?? code.unicodeScalars.count
        let completions = interpreter.complete(code: code, cursorPosition: cursor)
        reply(to: message, type: "complete_reply", content: completions.content, on: .shell)
    }

    /// Answers an `inspect_request`.
    func inspect(_ message: Message) {
        let code = message.content["code"]?.stringValue ?? ""
        let cursor = message.content["cursor_pos"]?.intValue ?? code.unicodeScalars.count
        let detail = message.content["detail_level"]?.intValue ?? 0
        let inspection = interpreter.inspect(code: code, cursorPosition: cursor, detailLevel: detail)
        let content: JSONObject = [
            "status": "ok", "found": .bool(inspection.found), "data": .object(inspection.bundle.data),
            "metadata": .object(inspection.bundle.metadata),
        ]
        reply(to: message, type: "inspect_reply", content: content, on: .shell)
    }
}
