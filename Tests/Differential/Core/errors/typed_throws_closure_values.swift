// A throws(E) closure's type keeps E: a do calling it catches an E (catch .bad), a closure made
// in the do body throws into its own context, and the type prints as swiftc's.
enum MyErr: Error { case bad, worse(Int) }
let closure: () throws(MyErr) -> Void = { () throws(MyErr) in throw .bad }
do { try closure() } catch .bad { print("bad") } catch { print("other", error) }
print(type(of: closure))
let twice = { (x: Int) throws(MyErr) -> Int in
    if x > 5 { throw .worse(x) }
    return x * 2
}
print(type(of: twice))
for x in [2, 9] {
    do { print(try twice(x)) } catch .worse(let n) { print("worse", n) } catch { print("other") }
}
struct Runner { var step: (Int) throws(MyErr) -> Int }
let runner = Runner(step: twice)
do { _ = try runner.step(7) } catch .bad { print("bad") } catch .worse(let n) { print("step worse", n) } catch { print("x") }
func run(_ f: () throws(MyErr) -> Void) {
    do { try f() } catch .bad { print("run bad") } catch { print("run", error) }
}
run(closure)
do {
    let made = { () throws(MyErr) in throw .worse(1) }
    let doubled = [1, 2].map { $0 * 2 }
    print(doubled)
    try made()
} catch .worse(let n) { print("made worse", n) } catch { print("other") }
let untyped: () throws -> Void = closure
do { try untyped() } catch { print(type(of: error), error) }

// expect: bad
// expect: () throws(MyErr) -> ()
// expect: (Int) throws(MyErr) -> Int
// expect: 4
// expect: worse 9
// expect: step worse 7
// expect: run bad
// expect: [2, 4]
// expect: made worse 1
// expect: MyErr bad
