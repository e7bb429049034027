// In a function that does not throw, catch clauses that let some error through are not exhaustive.
print("this program must not run")
enum Other: Error { case x }
func g() throws { throw Other.x }
func k() {
    do { try g() } catch let e { print(e) }
    do { try g() } catch Other.x { print("x") } catch { print("rest") }
    do {
        do { try g() } catch Other.x { print("inner") }
    } catch { print("outer") }
}
func h() {
    do { try g() } catch Other.x { print("x") }
}
func m() {
    do { throw Other.x } catch Other.x { print("thrown") }
}
k()
h()

// expect error: errors thrown from here are not handled because the enclosing catch is not exhaustive
