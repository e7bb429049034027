// A multi-statement closure's result comes from its first return in source order: a first `return nil` leaves compactMap's ElementOfResult uninferred.
print("this program must not run")
let words = ["1", "x", "3"]
let numbers = words.compactMap { word in
    if word == "x" { return nil }
    return Int(word)
}
print(numbers)

// expect error: generic parameter 'ElementOfResult' could not be inferred
