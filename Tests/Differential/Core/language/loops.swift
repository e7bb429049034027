// while, repeat-while and for-in with where and ranges.
var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print(steps)
var k = 10
repeat { k -= 3 } while k > 0
print(k)
var evens: [Int] = []
for i in 0..<10 where i % 2 == 0 { evens.append(i) }
print(evens)
for _ in 1...2 { print("twice") }

// expect: 111
// expect: -2
// expect: [0, 2, 4, 6, 8]
// expect: twice
// expect: twice
