// An if expression giving a `some Sequence<Int>` result has one type too: an array in one branch
// and a range in the other do not agree, though both are sequences of Int.
print("this program must not run")
func evens(_ small: Bool) -> some Sequence<Int> {
    if small { [0, 2, 4] } else { stride(from: 0, to: 100, by: 2) }
}
func counts(_ short: Bool) -> some Sequence<Int> {
    return if short { 1...3 } else { 0..<1 }
}
var digits: some Sequence<Int> {
    if Bool.random() { if Bool.random() { [1] } else { 1...9 } } else { [0] }
}
func odds(_ small: Bool) -> some Sequence<Int> {
    if small { [1, 3] } else { [5, 7] }
}
print(Array(evens(true)))

// expect error: branches have mismatching types '[Int]' and 'StrideTo<Int>'
