// defer runs when leaving the scope, by return or by throw.
enum E: Error { case failed }
func work(_ fail: Bool) throws -> String {
    print("start")
    defer { print("cleanup") }
    if fail { throw E.failed }
    return "done"
}
print(try work(false))
do { _ = try work(true) } catch { print("caught", error) }

// expect: start
// expect: cleanup
// expect: done
// expect: start
// expect: cleanup
// expect: caught failed
