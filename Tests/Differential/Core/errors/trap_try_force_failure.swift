// try! on a call that throws is a runtime error.
enum E: Error { case failed }
func load(_ ok: Bool) throws -> String {
    if !ok { throw E.failed }
    return "loaded"
}
print(try! load(true))
print(try! load(false))
print("unreachable")

// expect: loaded
// expect runtime error: 'try!' expression unexpectedly raised an error: main.E.failed
