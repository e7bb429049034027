// Closures capture variables by reference: they see and make later changes.
var counter = 0
let increment = { counter += 1 }
increment()
increment()
print(counter)
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c2(), c1())

// expect: 2
// expect: 1 2 1 3
