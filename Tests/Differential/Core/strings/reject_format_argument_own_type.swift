// A program's own struct is no CVarArg: String(format:) takes its description.
import Foundation
print("this program must not run")
struct Score { var points = 3 }
print(String(format: "%@ points", Score()))

// expect error: argument type 'Score' does not conform to expected type 'CVarArg'
