// try! on a call that throws traps.
import Foundation
enum E: Error { case bad }
func load(_ ok: Bool) throws -> Int { if ok { return 1 }; throw E.bad }
print(try! load(true))
print(try! load(false))

// expect: 1
// expect runtime error: 'try!' expression unexpectedly raised an error: main.E.bad
