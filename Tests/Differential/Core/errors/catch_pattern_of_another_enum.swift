// A catch pattern naming one enum's case does not match another enum's case at the same position.
enum MyErr: Error { case bad }
enum Other: Error { case x }
func g() throws { throw Other.x }
do {
    do { try g() } catch MyErr.bad { print("inner") }
} catch {
    print("outer", error)
}

// expect: outer x
