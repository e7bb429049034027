// A closure body of statements is typed after swiftc chooses the overload, so a literal in it
// does not rank `(Int) -> Int` above `(Double) -> Double` as in a one-expression body.
print("this program must not run")
func m(_ g: (Double) -> Double) { print("Double", g(2)) }
func m(_ g: (Int) -> Int) { print("Int", g(2)) }
m { x in
    print(x)
    return 1
}

// expect error: ambiguous use of 'm'
