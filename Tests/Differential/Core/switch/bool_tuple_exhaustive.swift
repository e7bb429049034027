// A switch over a tuple of Bools is exhaustive with its four cases.
import Foundation
let flags = [(true, false), (false, false), (true, true), (false, true)]
for f in flags {
    switch f {
    case (true, true): print("both")
    case (true, false): print("first")
    case (false, true): print("second")
    case (false, false): print("none")
    }
}

// expect: first
// expect: none
// expect: both
// expect: second
