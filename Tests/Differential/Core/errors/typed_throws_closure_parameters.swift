// What a `() throws(E) -> Void` parameter takes: a closure saying throws(E) itself, one that does
// not throw, a throws(E) function; a generic throws(X) parameter given an untyped throwing
// closure binds X to `any Error`; `do throws(E)` types its catch as E; `try?` keeps an error in.
enum MyErr: Error { case bad, worse(Int) }
func typed() throws(MyErr) { throw .worse(2) }
func run(_ body: () throws(MyErr) -> Void) throws(MyErr) { try body() }
func generic<X: Error>(_ body: () throws(X) -> Void) throws(X) { try body() }
do { try run { () throws(MyErr) in throw .bad } } catch .bad { print("bad") } catch { print("other") }
do { try run { print("no throw") } } catch { print("unreached") }
do { try run(typed) } catch .worse(let n) { print("worse", n) } catch { print("other") }
do { try generic { throw MyErr.bad } } catch { print(type(of: error), error) }
do { try generic { () throws(MyErr) in try typed() } } catch .worse(let n) { print("generic worse", n) } catch { print("x") }
do throws(MyErr) {
    try typed()
} catch {
    let caught: MyErr = error
    print("typed do", caught)
}
do throws(MyErr) {
    throw .bad
} catch .bad {
    print("typed do bad")
} catch {
    print("typed do other")
}
let thrower = { (n: Int) in if n > 1 { throw MyErr.worse(n) }; return n }
print(type(of: thrower))
do { print(try thrower(1)); print(try thrower(3)) } catch { print("caught", error) }
func quiet() throws(MyErr) -> Int? { try? typed() ; return try? thrower(5) }
print(try quiet() as Any)

// expect: bad
// expect: no throw
// expect: worse 2
// expect: MyErr bad
// expect: generic worse 2
// expect: typed do worse(2)
// expect: typed do bad
// expect: (Int) throws -> Int
// expect: 1
// expect: caught worse(3)
// expect: nil
