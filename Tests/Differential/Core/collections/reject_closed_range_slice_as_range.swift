// dropFirst() of a ClosedRange is a Slice<ClosedRange<Int>>, not a ClosedRange.
print("this program must not run")
let r = 1...5
let p: ClosedRange<Int> = r.dropFirst()
print(p)

// expect error: no 'dropFirst' candidates produce the expected contextual result type 'ClosedRange<Int>'
