// A switch over an enum must cover every case.
print("this program must not run")
enum Coin { case heads, tails, edge }
func name(_ c: Coin) -> String {
    switch c {
    case .heads: return "H"
    case .tails: return "T"
    }
}
print(name(.heads))

// expect error: switch must be exhaustive
