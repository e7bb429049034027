import Foundation
import Testing
@testable import Jupyter

/// JEP 65: the `iopub_welcome` the iopub socket sends to each new subscriber (how the socket
/// reads a subscription is tested with the transport, in JupyterZMQTests).
@Suite struct IOPubWelcomeTests {
    @Test func welcomeForTheEmptyTopicHasNoTopicFrameAndIsSigned() throws {
        let client = TestClient()
        let frames = try #require(client.core.welcomeFrames(subscription: Data()))
        #expect(frames.first == WireFormat.delimiter)
        let welcome = try client.wire.decode(frames)  // verifies the signature
        #expect(welcome.identities.isEmpty)
        #expect(welcome.messageType == "iopub_welcome")
        #expect(welcome.content == ["subscription": ""])
        #expect(welcome.parentHeader.isEmpty)
        #expect(welcome.header["version"] == "5.4")
        #expect(client.transport.sent.isEmpty)  // the iopub socket sends it, not the transport
    }

    @Test func welcomeForATopicIsSentUnderThatTopic() throws {
        let client = TestClient()
        let topic = Data("kernel.abc.".utf8)
        let welcome = try client.wire.decode(try #require(client.core.welcomeFrames(subscription: topic)))
        #expect(welcome.identities == [topic])
        #expect(welcome.content == ["subscription": "kernel.abc."])
    }

    @Test func eachWelcomeHasAFreshMessageID() throws {
        let client = TestClient()
        let ids = try (0..<3).map { _ in
            try client.wire.decode(try #require(client.core.welcomeFrames(subscription: Data()))).messageID
        }
        #expect(Set(ids).count == 3)
    }

    @Test func aTopicThatIsNotUTF8GetsNoWelcome() {
        #expect(TestClient().core.welcomeFrames(subscription: Data([0xFF, 0xFE])) == nil)
    }
}
