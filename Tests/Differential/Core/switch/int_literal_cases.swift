// `switch` over an Int with literal cases: several literals to a case, repeated literals, a
// guard, `fallthrough`, negative and large subjects, and literals after an open pattern.
func name(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    case 2, 5: return "two or five"
    case 3 where n > 10: return "never"
    case 3: return "three"
    case 2: return "unreached two"
    case 7:
        var text = "seven"
        text += "!"
        return text
    case let k where k < 0: return "negative \(k)"
    case 1_000_000: return "million"
    case 9: return "nine after a binding"
    default: return "other \(n)"
    }
}
print((-3...10).map(name))
print(name(1_000_000), name(2_000), name(Int.min))

var trace: [String] = []
for i in 0..<6 {
    switch i % 4 {
    case 0:
        trace.append("a\(i)")
        fallthrough
    case 1:
        trace.append("b\(i)")
    case 3:
        trace.append("d\(i)")
        break
    default:
        trace.append("c\(i)")
    }
}
print(trace)

let codes: [Int?] = [1, nil, 4, 0]
for code in codes {
    switch code {
    case 1: print("one")
    case nil: print("none")
    case 0: print("zero")
    default: print("some")
    }
}

// expect: ["negative -3", "negative -2", "negative -1", "zero", "other 1", "two or five", "three", "other 4", "two or five", "other 6", "seven!", "other 8", "nine after a binding", "other 10"]
// expect: million other 2000 negative -9223372036854775808
// expect: ["a0", "b0", "b1", "c2", "d3", "a4", "b4", "b5"]
// expect: one
// expect: none
// expect: some
// expect: zero
