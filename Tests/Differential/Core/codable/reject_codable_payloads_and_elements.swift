// Synthesised Encodable needs every stored property's type to be Encodable (an array of a
// non-Encodable element is not), and an enum's Codable every associated value's.
import Foundation
print("this program must not run")
struct Point { var x = 0.0 }
struct Shape: Encodable { var name = "s"; var points: [Point] }
enum Item: Codable { case point(Point), none }

// expect error: type 'Shape' does not conform to protocol 'Encodable'
