import Foundation
import Testing
@testable import Jupyter

/// The comm protocol through the core: comms a front end opens, comms the kernel opens, the
/// registry `comm_info_request` lists, and where each message's output goes.
@Suite struct CommTests {
    @Test func aFrontEndOpensAServedTargetAndItsMessagesComeBackWithTheMessageAsParent() throws {
        let client = TestClient()
        let open = try client.send("comm_open", ["comm_id": "c1", "target_name": "echo", "data": ["hello": 1]])
        #expect(client.interpreter.commEvents == ["open:c1"])
        #expect(try client.published("comm_close").isEmpty)
        #expect(try client.types(on: .iopub) == ["status:busy", "status:idle"])
        #expect(try client.published("status").first?.parentHeader == open)

        let (frames, header) = try client.request("comm_msg", ["comm_id": "c1", "data": ["method": "update", "value": 3]])
        var message = try client.wire.decode(frames)
        message.buffers = [Data([1, 2, 3])]
        client.core.handle(try client.wire.encode(message), on: .shell)
        let echoed = try #require(try client.published("comm_msg").first)
        #expect(echoed.content == ["comm_id": "c1", "data": ["method": "update", "value": 3]])
        #expect(echoed.parentHeader == header)
        #expect(echoed.buffers == [Data([1, 2, 3])])
        #expect(try client.replies().isEmpty)
    }

    @Test func commInfoListsOpenCommsAndFiltersByTarget() throws {
        let client = TestClient()
        try client.send("comm_open", ["comm_id": "c1", "target_name": "echo", "data": [:]])
        try client.send("execute_request", ["code": "open:jupyter.widget"])
        let kernelComm = try #require(client.interpreter.openedComm)
        try client.send("comm_info_request")
        try client.send("comm_info_request", ["target_name": "echo"])
        try client.send("comm_info_request", ["target_name": "nothing"])
        let infos = try client.replies().filter { $0.messageType == "comm_info_reply" }.map(\.content)
        let everyComm: JSONObject = ["c1": ["target_name": "echo"], kernelComm.id: ["target_name": "jupyter.widget"]]
        #expect(infos[0] == ["status": "ok", "comms": .object(everyComm)])
        #expect(infos[1] == ["status": "ok", "comms": ["c1": ["target_name": "echo"]]])
        #expect(infos[2] == ["status": "ok", "comms": [:]])
    }

    @Test func aClosedCommIsForgottenAndLaterMessagesAreDropped() throws {
        let client = TestClient()
        try client.send("comm_open", ["comm_id": "c1", "target_name": "echo", "data": [:]])
        try client.send("comm_close", ["comm_id": "c1", "data": [:]])
        #expect(client.interpreter.commEvents == ["open:c1", "close:c1"])
        client.transport.clear()
        try client.send("comm_msg", ["comm_id": "c1", "data": ["x": 1]])
        #expect(try client.types(on: .iopub) == ["status:busy", "status:idle"])
        #expect(client.interpreter.commEvents == ["open:c1", "close:c1"])
        try client.send("comm_info_request")
        #expect(try client.replies().last?.content == ["status": "ok", "comms": [:]])
    }

    @Test func theKernelOpensSendsOnAndClosesItsOwnComm() throws {
        let client = TestClient()
        let execute = try client.send("execute_request", ["code": "open:jupyter.widget"])
        let comm = try #require(client.interpreter.openedComm)
        let opened = try #require(try client.published("comm_open").first)
        #expect(opened.content == ["comm_id": .string(comm.id), "target_name": "jupyter.widget", "data": ["value": 1]])
        #expect(opened.metadata == ["version": "2.1.0"])
        #expect(opened.parentHeader == execute)
        #expect(comm.isOpen)

        // Sent while another request is handled, a comm message takes that request as parent.
        let info = try client.send("kernel_info_request")
        comm.send(["method": "update", "state": ["value": 2]])
        let sent = try #require(try client.published("comm_msg").last)
        #expect(sent.content == ["comm_id": .string(comm.id), "data": ["method": "update", "state": ["value": 2]]])
        #expect(sent.parentHeader == info)

        comm.close()
        #expect(!comm.isOpen)
        #expect(try client.published("comm_close").last?.content == ["comm_id": .string(comm.id), "data": [:]])
        comm.close()
        comm.send(["late": true])
        #expect(try client.published("comm_close").count == 1)
        #expect(try client.published("comm_msg").count == 1)
    }

    @Test func commOpenWithoutAnIdIsIgnored() throws {
        let client = TestClient()
        try client.send("comm_open", ["target_name": "echo", "data": [:]])
        #expect(client.interpreter.commEvents.isEmpty)
        #expect(try client.types(on: .iopub) == ["status:busy", "status:idle"])
    }

    @Test func aPagedBundleIsTheReplysPayload() throws {
        let client = TestClient()
        try client.send("execute_request", ["code": "page"])
        let reply = try #require(try client.replies().first)
        #expect(reply.content["payload"] == [["source": "page", "data": ["text/plain": "a star"], "start": 0]])
    }

    @Test func displayIdsUpdatesAndClearOutputArePublishedAsTheProtocolSpells() {
        let published = PublishedMessages()
        let context = ExecutionContext(executionCount: 1, publisher: { published.append($0, $1) })
        context.display(.plainText("one"), id: "d1")
        context.updateDisplay(.plainText("two"), id: "d1")
        context.display(.plainText("plain"))
        context.clearOutput(wait: true)
        #expect(published.all.map(\.type) == ["display_data", "update_display_data", "display_data", "clear_output"])
        #expect(published.all[0].content["transient"] == ["display_id": "d1"])
        #expect(published.all[1].content["data"] == ["text/plain": "two"])
        #expect(published.all[1].content["transient"] == ["display_id": "d1"])
        #expect(published.all[2].content["transient"] == [:])
        #expect(published.all[3].content == ["wait": true])
    }

    @Test func aSilentContextOpensNoComm() {
        let client = TestClient()
        let context = ExecutionContext(executionCount: 0, publisher: nil, comms: client.core.comms)
        #expect(context.openComm(target: "echo", data: [:]) == nil)
        #expect(client.core.comms.openComms().isEmpty)
    }
}

/// Collects what an `ExecutionContext` publishes.
final class PublishedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [(type: String, content: JSONObject)] = []

    func append(_ type: String, _ content: JSONObject) {
        lock.withLock { messages.append((type, content)) }
    }

    var all: [(type: String, content: JSONObject)] {
        lock.withLock { messages }
    }
}
