// In a throws(E) function or a `do throws(E)` body, a call throwing another error type (or
// `any Error`, a rethrowing call given a throwing closure) does not convert to E; swiftc says
// so at the call, and at a thrown value of another type.
print("this program must not run")
enum MyErr: Error { case bad }
enum OtherErr: Error { case worse }
struct Plain: Error {}
func other() throws(OtherErr) { throw .worse }
func untyped() throws { throw Plain() }
func forward(_ body: () throws -> Void) rethrows { try body() }
func first() throws(MyErr) { print("start"); try other() }
func second() throws(MyErr) { try untyped() }
func third() throws(MyErr) { let quiet: ()? = try? other(); print(quiet as Any) }
do throws(MyErr) {
    try forward { throw Plain() }
} catch {
    print(error)
}
do throws(MyErr) {
    throw Plain()
} catch {
    print(error)
}

// expect error: thrown expression type 'any Error' cannot be converted to error type 'MyErr'
