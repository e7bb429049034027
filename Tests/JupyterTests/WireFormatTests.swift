import Foundation
import Testing
@testable import Jupyter

@Suite struct WireFormatTests {
    let wire = WireFormat(signer: MessageSigner(key: Array("key".utf8)))

    @Test func roundTripKeepsIdentitiesPartsAndBuffers() throws {
        let message = Message(
            identities: [Data("a".utf8), Data("b".utf8)], header: ["msg_type": "execute_request", "msg_id": "1"],
            parentHeader: ["msg_id": "0"], metadata: ["m": true], content: ["code": "1 + 2", "n": 3.5],
            buffers: [Data([0, 1, 2])])
        let frames = try wire.encode(message)
        #expect(frames[2] == WireFormat.delimiter)
        let decoded = try wire.decode(frames)
        #expect(decoded.identities == message.identities)
        #expect(decoded.header == message.header)
        #expect(decoded.parentHeader == message.parentHeader)
        #expect(decoded.metadata == message.metadata)
        #expect(decoded.content == message.content)
        #expect(decoded.buffers == message.buffers)
    }

    @Test func verifiesTheBytesAsReceivedNotAReencoding() throws {
        // Whitespace and key order a re-encoding would change; the signature covers these bytes.
        let parts = ["{ \"msg_type\" : \"kernel_info_request\", \"msg_id\": \"x\" }", "{}", "{}", "{ }"].map { Data($0.utf8) }
        let signature = Data(wire.signer.signature(of: parts).utf8)
        let message = try wire.decode([WireFormat.delimiter, signature] + parts)
        #expect(message.messageType == "kernel_info_request")
    }

    @Test func refusesWhatIsMalformed() throws {
        let good = try wire.encode(Message(header: ["msg_type": "kernel_info_request"]))
        #expect(throws: WireError.missingDelimiter) { try wire.decode(Array(good.dropFirst())) }
        #expect(throws: WireError.missingFrames(found: 4)) { try wire.decode(Array(good.dropLast())) }
        var tampered = good
        tampered[5] = Data("{\"x\": 1}".utf8)
        #expect(throws: WireError.badSignature) { try wire.decode(tampered) }

        let notJSON = [Data("{\"msg_type\": \"a\"}".utf8), Data("[]".utf8), Data("{}".utf8), Data("{".utf8)]
        let signedNotJSON = [WireFormat.delimiter, Data(wire.signer.signature(of: notJSON).utf8)] + notJSON
        #expect(throws: WireError.badJSON(part: "parent_header")) { try wire.decode(signedNotJSON) }

        let noType = ["{}", "{}", "{}", "{}"].map { Data($0.utf8) }
        let signedNoType = [WireFormat.delimiter, Data(wire.signer.signature(of: noType).utf8)] + noType
        #expect(throws: WireError.missingMessageType) { try wire.decode(signedNoType) }
    }

    @Test func jsonValuesKeepTheirKinds() throws {
        let object: JSONObject = ["t": true, "i": 3, "d": 0.5, "s": "x", "n": nil, "a": [1, "2"], "o": ["k": false]]
        let decoded = try JSONCoding.decodeObject(try JSONCoding.encode(object))
        #expect(decoded == object)
        #expect(decoded["t"]?.boolValue == true)
        #expect(decoded["i"]?.intValue == 3)
    }

    @Test func connectionFileEndpoints() {
        var info = ConnectionInfo(shellPort: 1, controlPort: 2, stdinPort: 3, iopubPort: 4, heartbeatPort: 5, key: "k")
        #expect(info.endpoint(port: 1) == "tcp://127.0.0.1:1")
        info.transport = "ipc"
        info.ip = "/tmp/kernel"
        #expect(info.endpoint(port: 4) == "ipc:///tmp/kernel-4")
    }
}
