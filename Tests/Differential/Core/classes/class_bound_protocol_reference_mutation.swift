// A value of a class-bound protocol is a reference: its settable properties change through a
// `let`, a parameter, or an array element, and every holder sees the change.
protocol Counter: AnyObject { var count: Int { get set } }
class Tally: Counter { var count = 0 }
func bump(_ counter: Counter) { counter.count += 1 }
let tally = Tally()
bump(tally)
bump(tally)
print(tally.count)
let counters: [Counter] = [tally, Tally()]
counters[0].count = 10
counters[1].count += 5
print(tally.count, counters[0].count, counters[1].count)
let held: Counter = tally
held.count = 20
print(tally.count)

// expect: 2
// expect: 10 10 5
// expect: 20
