// A `try` in an argument for a non-throwing @autoclosure does not make the closure throw: its
// throwing call is the error; `try!` and `try` of nothing that throws are fine.
print("this program must not run")
func isValid() throws -> Bool { true }
func check(_ condition: @autoclosure () -> Bool) -> Bool { condition() }
func run() throws {
    print(check(try! isValid()))
    print(check(try isValid()))
}
try run()

// expect error: call can throw, but it is executed in a non-throwing autoclosure
