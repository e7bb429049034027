// Force-unwrapping String(data:encoding:) of bytes that are not UTF-8 stops at the line.
import Foundation

let bytes = Data([0xff])
print("before")
let text = String(data: bytes, encoding: .utf8)!
print(text)

// expect: before
// expect runtime error: Unexpectedly found nil while unwrapping an Optional value
