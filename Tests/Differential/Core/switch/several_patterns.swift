// Several patterns in one case, for characters and strings.
func kind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "0"..."9": return "digit"
    case " ", "\t": return "space"
    default: return "other"
    }
}
print("a1 z".map(kind))
let word = "circle"
switch word {
case "circle", "ellipse": print("round")
case "square": print("square")
default: print("unknown")
}

// expect: ["vowel", "digit", "space", "other"]
// expect: round
