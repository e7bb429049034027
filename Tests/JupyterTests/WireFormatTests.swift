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

/// `JSONWriter`: what it writes decodes back (through Foundation's decoder) to the same value.
struct JSONWriterTests {
    @Test func everyKindAndEveryEscapeRoundTrips() throws {
        let controls = String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) })
        let object: JSONObject = [
            "controls": .string(controls), "quotes": "say \"hi\" \\ back/slash", "unicode": "é 漢字 🙂 \u{7F}",
            "empty": "", "numbers": [0, -7, .int(Int.max), 0.5, -1.25e-300, 1e300, 3.0],
            "nested": ["a": [nil, true, false, ["b": "c"]], "": 1], "svg": .string(String(repeating: "<path d=\"M0 0\"/>\n", count: 500)),
        ]
        let data = try JSONWriter.data(object)
        #expect(try JSONCoding.decodeObject(data) == object.mapValues { value in
            // 3.0 comes back as the integer 3, as it did through JSONEncoder.
            value == .array([0, -7, .int(Int.max), 0.5, -1.25e-300, 1e300, 3.0])
                ? .array([0, -7, .int(Int.max), 0.5, -1.25e-300, 1e300, 3]) : value
        })
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("back/slash") && text.contains("\\u001f") && text.contains("\\n") && text.contains("\\\"hi\\\""))
        // Keys are sorted, so equal objects give equal bytes.
        #expect(text.hasPrefix("{\"controls\":"))
    }

    @Test func nonFiniteNumbersAreRefused() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: JSONWriter.UnrepresentableNumber.self) { try JSONWriter.data(["x": [.double(value)]]) }
        }
    }
}
