// A ClosedRange's index is its own ClosedRange<Int>.Index, not the Int it counts from.
print("this program must not run")
let r = 1...5
let k: Int = r.startIndex
print(k)

// expect error: cannot convert value of type 'ClosedRange<Int>.Index' to specified type 'Int'
