// A generic struct's synthesised Codable needs its parameter constrained to Codable.
import Foundation
print("this program must not run")
struct Box<T>: Codable { var value: T }

// expect error: type 'Box' does not conform to protocol 'Decodable'
