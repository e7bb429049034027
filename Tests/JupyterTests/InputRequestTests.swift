import Foundation
import Testing
@testable import Jupyter

/// `input_request` on stdin: sent to the requester with the cell's request as parent when the
/// request allows stdin, answered by the front end's `input_reply`.
@Suite struct InputRequestTests {
    @Test func aCellAllowedStdinAsksTheRequesterAndGetsTheReplysValue() throws {
        let client = TestClient()
        let wire = client.wire
        let stale = Message(identities: [Data("client".utf8)], header: client.headers.header(type: "input_reply"),
                            content: ["value": "stale"])
        client.transport.enqueueOnStdin(try wire.encode(stale))
        client.transport.onStdin = { [transport = client.transport] frames in
            guard let request = try? wire.decode(frames) else { return }
            let reply = Message(identities: request.identities, header: client.headers.header(type: "input_reply"),
                                parentHeader: request.header, content: ["value": "Ada"])
            if let encoded = try? wire.encode(reply) { transport.enqueueOnStdin(encoded) }
        }
        let header = try client.send("execute_request", ["code": "input:Name? ", "allow_stdin": true])
        let requests = try client.replies(on: .stdin)
        #expect(requests.map(\.messageType) == ["input_request"])
        #expect(requests.first?.content == ["prompt": "Name? ", "password": true])
        #expect(requests.first?.parentHeader == header)
        #expect(requests.first?.identities == [Data("client".utf8)])
        // The reply queued before the request was asked for is not its answer.
        #expect(try client.published("execute_result").first?.content["data"]?.objectValue?["text/plain"] == "Ada")
    }

    @Test func aCellNotAllowedStdinGetsNilAndNothingIsAsked() throws {
        let client = TestClient()
        try client.send("execute_request", ["code": "input:Name? "])
        try client.send("execute_request", ["code": "input:Name? ", "allow_stdin": false])
        #expect(try client.replies(on: .stdin).isEmpty)
        #expect(try client.published("execute_result").map { $0.content["data"]?.objectValue?["text/plain"] } == ["nil", "nil"])
    }
}
