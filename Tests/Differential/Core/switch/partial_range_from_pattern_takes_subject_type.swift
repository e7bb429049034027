// A one-sided range's bound in a pattern takes the subject's type (case 90...: over a Double), as the two-sided and upTo forms do.
func letter(_ average: Double) -> String {
    switch average {
    case 90...: return "A"
    case 80..<90: return "B"
    case ...50: return "F"
    default: return "C"
    }
}
print(letter(95), letter(85.5), letter(10), letter(60))
let x = 3.5
if case 1... = x { print("big") }
let c: Character = "q"
switch c {
case "n"...: print("second half")
default: print("first half")
}

// expect: A B F C
// expect: big
// expect: second half
