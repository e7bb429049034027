// clamped(to:) cuts a range to the limits (a range of the same kind); overlaps(_:) asks whether
// two ranges, half-open or closed, share a value (an empty half-open range overlaps nothing).
print((1..<5).clamped(to: 2..<9), (1..<5).clamped(to: 7..<9), (6..<9).clamped(to: 0..<3))
print((0.0...10.0).clamped(to: 2.5...5.0), ("a"..."z").clamped(to: "m"..."q"))
print((1..<5).overlaps(4..<7), (1..<5).overlaps(5..<7), (1..<5).overlaps(5...7), (1..<5).overlaps(4...4))
print((1...5).overlaps(5...7), (1...5).overlaps(6..<7), (1...5).overlaps(0..<1), (1...5).overlaps(0..<2))
print((3..<3).overlaps(0..<9), (0..<9).overlaps(3..<3), (3...3).overlaps(3..<4), (1.5..<2.5).overlaps(2.0...3.0))
let window = 10..<20
for r in [0..<5, 5..<15, 12..<14, 18..<30, 25..<40] {
    print(r, window.overlaps(r), r.clamped(to: window), r.clamped(to: window).count)
}

// expect: 2..<5 7..<7 3..<3
// expect: 2.5...5.0 m...q
// expect: true false false true
// expect: true false false true
// expect: false false true true
// expect: 0..<5 false 10..<10 0
// expect: 5..<15 true 10..<15 5
// expect: 12..<14 true 12..<14 2
// expect: 18..<30 true 18..<20 2
// expect: 25..<40 false 20..<20 0
