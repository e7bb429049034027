// An implicit member thrown without throws(E) is looked up on any Error.
print("this program must not run")
enum MyErr: Error { case bad }
func f() throws -> Int {
    throw .bad
}
print((try? f()) as Any)

// expect error: type 'any Error' has no member 'bad'
