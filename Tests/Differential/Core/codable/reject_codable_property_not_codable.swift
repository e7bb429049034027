// A struct that declares Codable but stores a property whose type is not Codable gets no
// synthesised conformance: swiftc rejects it for Decodable, then for Encodable.
import Foundation
print("this program must not run")
struct Pin { var x = 1 }
struct Marker: Codable { var name: String; var pin: Pin }

// expect error: type 'Marker' does not conform to protocol 'Decodable'
