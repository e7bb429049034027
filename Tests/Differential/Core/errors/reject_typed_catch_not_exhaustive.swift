// Catching every case of a typed error by pattern is still not exhaustive for swiftc.
print("this program must not run")
enum E: Error { case only }
func f() throws(E) { throw .only }
func h() {
    do { try f() } catch .only { print("only") }
}
h()

// expect error: errors thrown from here are not handled because the enclosing catch is not exhaustive
