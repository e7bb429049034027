// `try?` in parentheses coalesced with `??`, with a negative literal default.
enum E: Error { case bad }
func f(_ ok: Bool) throws -> Int { if ok { return 3 }; throw E.bad }
print((try? f(true)) ?? -1)
print((try? f(false)) ?? -1)
let v = (try? f(false)) ?? 0
print(v, type(of: v))

// expect: 3
// expect: -1
// expect: 0 Int
