// try? turns an error into nil.
enum E: Error { case bad }
func half(_ n: Int) throws -> Int {
    if n % 2 != 0 { throw E.bad }
    return n / 2
}
print(try? half(8) as Any, try? half(7) as Any)
let results = [4, 5, 6].map { try? half($0) }
print(results)
if let h = try? half(10) { print("half is", h) }

// expect: Optional(4) nil
// expect: [Optional(2), nil, Optional(3)]
// expect: half is 5
