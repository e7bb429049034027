// An implicit `.init(…)` for a `Box<T>` whose T the written type arguments fixed gets no say: `v` must be an Int.
print("this program must not run")
struct Box<T> { let v: T }
struct W<T> { let b: Box<T> }
let w = W<Int>(b: .init(v: "s"))
print(w)

// expect error: cannot convert value of type 'String' to expected argument type 'Int'
