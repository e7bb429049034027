// `o ?? nil` is `??<T>(T?, () -> T?) -> T?`: an optional still, where the context takes one.
let o: Int? = 3
let none: Int? = nil
let x = o ?? nil
print(x as Any, type(of: x))
print(String(describing: none ?? nil))
let y: Int? = none ?? nil
print(y as Any)
let names: [String?] = [nil, "b"]
print(names.map { $0 ?? nil })

// expect: Optional(3) Optional<Int>
// expect: nil
// expect: nil
// expect: [nil, Optional("b")]
