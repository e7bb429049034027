// throw .member inside a throws(E) function or closure is a member of E.
enum MyErr: Error { case bad, worse(Int) }
let check = { (x: Int) throws(MyErr) -> Int in
    if x < 0 { throw .bad }
    if x > 10 { throw .worse(x) }
    return x * 2
}
do {
    print(try check(3))
    print(try check(-1))
} catch {
    print("caught", error)
}
do {
    _ = try check(20)
} catch {
    print("worse:", error)
}
func validate(_ s: String) throws(MyErr) -> String {
    guard !s.isEmpty else { throw .bad }
    return s.uppercased()
}
print((try? validate("ok")) as Any, (try? validate("")) as Any)
func rethrowing() throws(MyErr) {
    for x in [1, 20] {
        if x > 10 { throw .worse(x * 2) }
    }
}
do { try rethrowing() } catch { print(error) }

// expect: 6
// expect: caught bad
// expect: worse: worse(20)
// expect: Optional("OK") nil
// expect: worse(40)
