// An index outside an array held in a struct's property traps, in a compound assignment too.
struct Summary {
    var counts = [0, 0, 0]
}

var summary = Summary()
summary.counts[2] += 1
print(summary.counts)
let k = summary.counts.count
summary.counts[k] += 1
print(summary.counts)

// expect: [0, 0, 1]
// expect runtime error: Index out of range
