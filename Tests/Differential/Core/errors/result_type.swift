// Result values built from throwing code and switched over.
enum E: Error { case odd }
func check(_ n: Int) -> Result<Int, E> { n % 2 == 0 ? .success(n) : .failure(.odd) }
for n in [2, 3] {
    switch check(n) {
    case .success(let v): print("ok", v)
    case .failure(let e): print("failed", e)
    }
}
let r = Result { try check(4).get() * 10 }
print((try? r.get()) ?? 0)

// expect: ok 2
// expect: failed odd
// expect: 40
