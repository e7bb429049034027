// A do whose body calls only throws(E) functions catches an E: its clauses name E's cases.
enum MyErr: Error { case bad, worse(Int) }
enum Other: Error { case x }
func f(_ x: Int) throws(MyErr) -> Int {
    if x < 0 { throw .bad }
    if x > 10 { throw .worse(x) }
    return x
}
func g() throws { throw Other.x }
for x in [1, -1, 20] {
    do {
        print(try f(x))
    } catch .bad {
        print("bad")
    } catch .worse(let n) where n > 15 {
        print("much worse", n)
    } catch {
        print("other", error)
    }
}
do {
    _ = try f(3)
    _ = try f(30)
} catch {
    print(error, type(of: error))
}
do {
    do { try g() } catch MyErr.bad { print("inner") }
    _ = try f(1)
} catch {
    print("outer", error)
}
do {
    try g()
    _ = try f(1)
} catch {
    print("mixed", error)
}

// expect: 1
// expect: bad
// expect: much worse 20
// expect: worse(30) MyErr
// expect: outer x
// expect: mixed x
