// A multi-statement closure takes its result from its first return in source order, nested or not; a later nil then fits an optional one.
let words = ["1", "x", "3"]
let parsed = words.compactMap { word in
    if word == "x" { return Int?.none }
    return Int(word)
}
let typed = words.compactMap { word -> Int? in
    if word == "x" { return nil }
    return Int(word)
}
let guarded = words.compactMap { word in
    guard word != "x" else { return Int?.none }
    return Int(word)
}
let late = words.map { word in
    if word == "x" { return Int(word) }
    return nil
}
let bumped = [1, 2].map { x in
    var y = x
    y += 1
    if y > 2 { return y * 10 }
    return 0
}
print(parsed, typed, guarded, late, bumped)

// expect: [1, 3] [1, 3] [1, 3] [nil, nil, nil] [0, 30]
