// A multi-statement closure with explicit return type.
let classify: (Int) -> String = { n in
    if n < 0 { return "negative" }
    let parity = n % 2 == 0 ? "even" : "odd"
    return "\(parity) \(n)"
}
print([-1, 0, 7].map(classify))

// expect: ["negative", "even 0", "odd 7"]
