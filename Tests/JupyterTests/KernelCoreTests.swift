import Foundation
import Testing
@testable import Jupyter

/// The protocol core through the in-memory transport: no sockets, a fake interpreter.
@Suite struct KernelCoreTests {
    @Test func kernelInfoIsWrappedInBusyAndIdleWithTheRequestAsParent() throws {
        let client = TestClient()
        let header = try client.send("kernel_info_request")
        #expect(try client.types(on: .iopub) == ["status:busy", "status:idle"])
        let replies = try client.replies()
        #expect(replies.count == 1)
        let reply = try #require(replies.first)
        #expect(reply.messageType == "kernel_info_reply")
        #expect(reply.parentHeader == header)
        #expect(reply.identities == [Data("client".utf8)])
        #expect(reply.content["protocol_version"] == "5.4")
        #expect(reply.content["implementation"] == "fake")
        #expect(reply.header["session"] != header["session"])
        for status in try client.published("status") { #expect(status.parentHeader == header) }
    }

    @Test func kernelInfoAlsoAnswersOnControl() throws {
        let client = TestClient()
        try client.send("kernel_info_request", on: .control)
        #expect(try client.replies(on: .control).map(\.messageType) == ["kernel_info_reply"])
    }

    @Test func executeOrderAndCountsFollowStoreHistoryAndSilent() throws {
        let client = TestClient()
        try client.send("execute_request", ["code": "print:hello"])
        #expect(try client.types(on: .iopub) == ["status:busy", "execute_input", "stream", "status:idle"])
        try client.send("execute_request", ["code": "42"])
        try client.send("execute_request", ["code": "7", "store_history": false])
        try client.send("execute_request", ["code": "8", "silent": true])
        try client.send("execute_request", ["code": "9"])
        let counts = try client.replies().map { $0.content["execution_count"]?.intValue }
        #expect(counts == [1, 2, 2, 2, 3])
        let results = try client.published("execute_result").map { $0.content["data"]?.objectValue?["text/plain"] }
        #expect(results == ["42", "7", "9"])  // the silent cell published nothing
        let inputs = try client.published("execute_input").map { $0.content["execution_count"]?.intValue }
        #expect(inputs == [1, 2, 2, 3])
        #expect(client.interpreter.executed[3].silent && !client.interpreter.executed[3].storeHistory)
    }

    @Test func errorsPublishAndReplyWithTheCount() throws {
        let client = TestClient()
        try client.send("execute_request", ["code": "fail"])
        let reply = try #require(try client.replies().first)
        #expect(reply.content["status"] == "error")
        #expect(reply.content["execution_count"] == 1)
        #expect(reply.content["ename"] == "RuntimeError")
        #expect(reply.content["traceback"] == ["RuntimeError: boom", "fail", "^"])
        #expect(try client.types(on: .iopub) == ["status:busy", "execute_input", "error", "status:idle"])
    }

    @Test func stopOnErrorAbortsTheExecutesQueuedBehindAFailure() throws {
        let client = TestClient()
        let queued = try client.request("execute_request", ["code": "1"])
        let info = try client.request("kernel_info_request")
        client.transport.enqueueOnShell(queued.frames)
        client.transport.enqueueOnShell(info.frames)
        try client.send("execute_request", ["code": "fail"])
        let replies = try client.replies()
        #expect(replies.map { $0.content["status"] } == ["error", "aborted", "ok"])
        #expect(replies[1].parentHeader == queued.header)
        #expect(replies[1].content["execution_count"] == 1)
        #expect(client.interpreter.executed.map(\.code) == ["fail"])
        // Later cells run again.
        try client.send("execute_request", ["code": "2"])
        #expect(try client.replies().last?.content["status"] == "ok")
    }

    @Test func withoutStopOnErrorQueuedExecutesRun() throws {
        let client = TestClient()
        client.transport.enqueueOnShell(try client.request("execute_request", ["code": "1"]).frames)
        try client.send("execute_request", ["code": "fail", "stop_on_error": false])
        #expect(try client.replies().map { $0.content["status"] } == ["error"])
        #expect(client.interpreter.executed.map(\.code) == ["fail"])
    }

    @Test func userExpressionsAreEvaluatedAfterASuccessfulCell() throws {
        let client = TestClient()
        try client.send("execute_request", ["code": "1", "user_expressions": ["a": "x", "b": "fail"]])
        let expressions = try #require(try client.replies().first?.content["user_expressions"]?.objectValue)
        #expect(expressions["a"] == ["status": "ok", "data": ["text/plain": "x"], "metadata": [:]])
        #expect(expressions["b"]?.objectValue?["status"] == "error")
        #expect(expressions["b"]?.objectValue?["ename"] == "RuntimeError")
    }

    @Test func displayDataCarriesTheBundle() throws {
        let client = TestClient()
        try client.send("execute_request", ["code": "show"])
        let display = try #require(try client.published("display_data").first)
        #expect(display.content["data"] == ["text/plain": "shown"])
    }

    @Test func forgedAndMalformedMessagesAreDroppedSilently() throws {
        let client = TestClient()
        var forged = try client.request("execute_request", ["code": "1"]).frames
        forged[3] = Data(String(repeating: "0", count: 64).utf8)
        client.core.handle(forged, on: .shell)
        client.core.handle([], on: .shell)
        client.core.handle([Data("<IDS|MSG>".utf8)], on: .control)
        client.core.handle([Data("x".utf8), Data([0xff, 0xfe])], on: .shell)
        let unsigned = Message(header: ["msg_type": "kernel_info_request"])
        client.core.handle(try WireFormat(signer: MessageSigner(key: [])).encode(unsigned), on: .shell)
        #expect(client.transport.sent.isEmpty)
        #expect(client.interpreter.executed.isEmpty)
        try client.send("kernel_info_request")
        #expect(try client.replies().count == 1)
    }

    @Test func completeInspectAndIsComplete() throws {
        let client = TestClient()
        try client.send("complete_request", ["code": "Sta", "cursor_pos": 3])
        try client.send("inspect_request", ["code": "Star", "cursor_pos": 2, "detail_level": 0])
        try client.send("inspect_request", ["code": "zzz", "cursor_pos": 1])
        try client.send("is_complete_request", ["code": "for x in y {"])
        let replies = try client.replies()
        #expect(replies[0].content["matches"] == ["Star"])
        #expect(replies[0].content["cursor_start"] == 0)
        #expect(replies[0].content["cursor_end"] == 3)
        let types = replies[0].content["metadata"]?.objectValue?["_jupyter_types_experimental"]
        #expect(types == [["start": 0, "end": 3, "text": "Star", "type": "class", "signature": "Star(points:)"]])
        #expect(replies[1].content["found"] == true)
        #expect(replies[1].content["data"] == ["text/plain": "a star"])
        #expect(replies[2].content["found"] == false)
        #expect(replies[3].content == ["status": "incomplete", "indent": "    "])
    }

    @Test func historyTailRangeAndSearch() throws {
        let client = TestClient()
        for code in ["a = 1", "b", "a + b", "silent"] {
            try client.send("execute_request", ["code": .string(code), "silent": .bool(code == "silent")])
        }
        try client.send("execute_request", ["code": "a + b"])
        client.transport.clear()
        try client.send("history_request", ["hist_access_type": "tail", "n": 2, "output": false])
        try client.send("history_request", ["hist_access_type": "range", "session": 0, "start": 2, "stop": 3, "output": true])
        try client.send("history_request", ["hist_access_type": "search", "pattern": "a*", "unique": true])
        try client.send("history_request", ["hist_access_type": "search", "pattern": "a*", "n": 2])
        let histories = try client.replies().map { $0.content["history"] }
        #expect(histories[0] == [[1, 3, "a + b"], [1, 4, "a + b"]])
        #expect(histories[1] == [[1, 2, ["b", "b"]]])
        #expect(histories[2] == [[1, 1, "a = 1"], [1, 4, "a + b"]])
        #expect(histories[3] == [[1, 3, "a + b"], [1, 4, "a + b"]])
    }

    @Test func commsToUnknownTargetsAreClosedAndNotListed() throws {
        let client = TestClient()
        try client.send("comm_open", ["comm_id": "c1", "target_name": "jupyter.widget", "data": [:]])
        #expect(try client.types(on: .iopub) == ["status:busy", "comm_close", "status:idle"])
        #expect(try client.published("comm_close").first?.content["comm_id"] == "c1")
        #expect(try client.replies().isEmpty)
        try client.send("comm_info_request")
        #expect(try client.replies().first?.content == ["status": "ok", "comms": [:]])
    }

    @Test func controlInterruptsShutsDownAndReportsUsage() throws {
        let client = TestClient()
        try client.send("interrupt_request", on: .control)
        #expect(client.interpreter.interrupts.load(ordering: .relaxed) == 1)
        try client.send("usage_request", on: .control)
        let usage = try #require(try client.replies(on: .control).last)
        #expect(usage.messageType == "usage_reply")
        #expect((usage.content["kernel_memory"]?.intValue ?? 0) > 1_000_000)
        #expect(!client.core.isShuttingDown)
        try client.send("shutdown_request", ["restart": true], on: .control)
        #expect(client.core.isShuttingDown)
        #expect(client.interpreter.shutdownRestart == true)
        #expect(try client.replies(on: .control).last?.content == ["status": "ok", "restart": true])
        #expect(try client.published("shutdown_reply").first?.content["restart"] == true)
    }

    @Test func unknownRequestsGetStatusButNoReply() throws {
        let client = TestClient()
        try client.send("frobnicate_request")
        try client.send("execute_request", ["code": "1"], on: .control)
        #expect(try client.replies().isEmpty)
        #expect(try client.replies(on: .control).isEmpty)
        #expect(try client.types(on: .iopub) == ["status:busy", "status:idle", "status:busy", "status:idle"])
        #expect(client.interpreter.executed.isEmpty)
    }

    @Test func everyMessageTheCoreSendsHasAFreshID() throws {
        let client = TestClient()
        for index in 0..<50 { try client.send("execute_request", ["code": .string("print:\(index)")]) }
        let ids = try client.sent().map(\.message.messageID)
        #expect(ids.count == 50 * 5)
        #expect(Set(ids).count == ids.count)
    }
}
