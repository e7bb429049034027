// A multi-statement closure for `map` that computes its value but does not return it.
print("this program must not run")
let sides = [1.0, 2.0]
let areas: [Double] = sides.map { side in
    let a = side * side
    print(a)
}
print(areas)

// expect error: missing return in closure expected to return 'Double'
