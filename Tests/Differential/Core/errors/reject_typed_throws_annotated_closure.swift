// An annotated `() throws(E) -> Void` checks a closure's body against E: a `try` of a call that
// throws `any Error` is blamed at the call, and a `throw` (which throws `any Error` in a closure
// not saying throws(E) itself) at the `throw`; one saying plain `throws` is blamed as a whole.
print("this program must not run")
enum E: Error { case x }
func untyped() throws {}
func typed() throws(E) {}
let a: () throws(E) -> Void = { try typed() }
let b: () throws(E) -> Void = { throw E.x }
let c: () throws(E) -> Void = { try untyped() }
let d: (Int) throws(E) -> Int = { n in
    if n > 0 { throw E.x }
    return n
}
let e: () throws(E) -> Void = { () throws in throw E.x }
let f: () throws(E) -> Void = { do { throw E.x } catch { print(error) } }

// expect error: thrown expression type 'any Error' cannot be converted to error type 'E'
