// Data from a string's UTF-8 and back: count, description, and nil for bytes that are not UTF-8.
import Foundation

let data = "héllo".data(using: .utf8)!
print(data.count, data)
print(String(data: data, encoding: .utf8)!)
print(String(data: Data([104, 105]), encoding: .utf8) as Any)
print(String(data: Data([0xff, 0xfe]), encoding: .utf8) as Any)
let empty = Data()
print(empty.isEmpty, empty)

// expect: 6 6 bytes
// expect: héllo
// expect: Optional("hi")
// expect: nil
// expect: true 0 bytes
