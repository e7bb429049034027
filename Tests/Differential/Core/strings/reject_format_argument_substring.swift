// A Substring is no CVarArg: String(format:) takes String(part).
import Foundation
print("this program must not run")
let part: Substring = "abc".prefix(2)
print(String(format: "%@", part))

// expect error: argument type 'Substring' does not conform to expected type 'CVarArg'
