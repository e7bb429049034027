// Optional values in dictionaries and arrays, unwrapped inside loops.
let scores: [String: Int] = ["ann": 3, "bob": 5]
for name in ["ann", "cy", "bob"] {
    guard let s = scores[name] else { print(name, "has no score"); continue }
    print(name, s)
}

// expect: ann 3
// expect: cy has no score
// expect: bob 5
