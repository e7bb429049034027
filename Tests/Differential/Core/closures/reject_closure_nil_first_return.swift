// A closure without a result type whose first return is `nil`: the nil has no type to take.
print("this program must not run")
let f = { (x: Int) in
    if x > 0 { return nil }
    return x
}
print(f(1) as Any)

// expect error: 'nil' requires a contextual type
