// A closure literal without its own throws(E) throws `any Error` (swiftc infers no typed throws
// for a closure), so it cannot go where `() throws(E) -> Void` is wanted: a `throw E.x` in it, a
// `try` of a throws(E) call, and a rethrowing call alike; a function value throwing F neither.
print("this program must not run")
enum MyErr: Error { case bad }
enum OtherErr: Error { case worse }
func typed() throws(MyErr) { throw .bad }
func other() throws(OtherErr) { throw .worse }
func untyped() throws { throw MyErr.bad }
func run(_ body: () throws(MyErr) -> Void) throws(MyErr) { try body() }
func forward(_ body: () throws -> Void) rethrows { try body() }
do { try run { throw MyErr.bad } } catch { print(error) }
do { try run { try typed() } } catch { print(error) }
do { try run({ try forward { throw MyErr.bad } }) } catch { print(error) }
do { try run(other) } catch { print(error) }
do { try run(untyped) } catch { print(error) }
let stored = { throw MyErr.bad }
do { try run(stored) } catch { print(error) }
let annotated: () throws(MyErr) -> Void = other

// expect error: invalid conversion of thrown error type 'any Error' to 'MyErr'
