// Two names for one instance see the same mutation; structs copy instead.
class Counter {
    var value = 0
}
let a = Counter()
let b = a
b.value = 5
print(a.value)
struct Tally { var value = 0 }
var s1 = Tally()
var s2 = s1
s2.value = 5
print(s1.value, s2.value)

// expect: 5
// expect: 0 5
