// Data is Codable: JSONEncoder writes it as Base64 text (with `/` escaped), JSONDecoder reads it
// back, and text that is not Base64 is dataCorrupted.
import Foundation
struct Payload: Codable { var name: String; var blob: Data }
let encoder = JSONEncoder(); encoder.outputFormatting = .sortedKeys
let payload = Payload(name: "a", blob: Data([1, 2, 3, 255, 0, 10]))
let data = try encoder.encode(payload)
print(String(data: data, encoding: .utf8)!)
let back = try JSONDecoder().decode(Payload.self, from: data)
print(back.blob.count, (0..<back.blob.count).map { back.blob[$0] }, back.blob == payload.blob)
print(String(data: try encoder.encode(Data()), encoding: .utf8)!)
print(String(data: try encoder.encode([Data([65]), Data("hi!".utf8)]), encoding: .utf8)!)
do { _ = try JSONDecoder().decode(Payload.self, from: #"{"name":"a","blob":"%%%"}"#.data(using: .utf8)!) } catch { print(error) }
do { _ = try JSONDecoder().decode(Payload.self, from: #"{"name":"a","blob":12}"#.data(using: .utf8)!) } catch { print(error) }

// expect: {"blob":"AQID\/wAK","name":"a"}
// expect: 6 [1, 2, 3, 255, 0, 10] true
// expect: ""
// expect: ["QQ==","aGkh"]
// expect: DecodingError.dataCorrupted: Data was corrupted. Path: blob. Debug description: Encountered Data is not valid Base64.
// expect: DecodingError.typeMismatch: expected value of type String. Path: blob. Debug description: Expected to decode String but found number instead.
