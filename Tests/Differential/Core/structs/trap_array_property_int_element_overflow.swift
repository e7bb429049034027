// An overflow in `variable.property[index] += rhs` traps with the element unchanged up to then.
struct Tally {
    var counts = [Int.max - 1, 0]
}

var tally = Tally()
tally.counts[0] += 1
print(tally.counts)
tally.counts[0] += 1
print("not reached")

// expect: [9223372036854775807, 0]
// expect runtime error: trap
