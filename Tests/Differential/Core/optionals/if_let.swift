// if let, the shorthand if let x, and several bindings with conditions.
let a: Int? = 4
let b: Int? = nil
if let a { print("a is", a) }
if let value = b { print("b is", value) } else { print("b is nil") }
if let a, a > 3, let parsed = Int("12") {
    print(a + parsed)
}

// expect: a is 4
// expect: b is nil
// expect: 16
