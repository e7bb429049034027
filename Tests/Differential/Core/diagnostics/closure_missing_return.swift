// A multi-statement closure whose type wants a result but that returns nothing.
print("this program must not run")
let scale: (Int) -> Int = { x in
    let y = x * 2
}
print(scale(2))

// expect error: missing return in closure expected to return 'Int'
