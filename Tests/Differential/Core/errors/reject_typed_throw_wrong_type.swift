// A throws(E) function cannot throw another error type.
print("this program must not run")
enum MyErr: Error { case bad }
enum Other: Error { case x }
func f() throws(MyErr) {
    throw Other.x
}
try? f()

// expect error: thrown expression type 'Other' cannot be converted to error type 'MyErr'
