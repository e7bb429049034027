// A lazy map or filter passed for a generic Sequence parameter is read by the body's for-in loop
// as Swift's iterator reads it: element by element, stopping where the loop stops (an endless one too).
func firstTwo<S: Sequence>(_ s: S) where S.Element == Int {
    var n = 0
    for x in s {
        print("got", x)
        n += 1
        if n == 2 { break }
    }
}
func total(_ s: some Sequence<Int>) -> Int {
    var sum = 0
    for x in s { sum += x }
    return sum
}
let m = [1, 2, 3, 4].lazy.map { x -> Int in print("m", x); return x * 10 }
firstTwo(m)
firstTwo([5, 6, 7])
print(total(m))
let f = (1...).lazy.filter { x -> Bool in print("f", x); return x % 3 == 0 }
firstTwo(f)

// expect: m 1
// expect: got 10
// expect: m 2
// expect: got 20
// expect: got 5
// expect: got 6
// expect: m 1
// expect: m 2
// expect: m 3
// expect: m 4
// expect: 100
// expect: f 1
// expect: f 2
// expect: f 3
// expect: got 3
// expect: f 4
// expect: f 5
// expect: f 6
// expect: got 6
