// A switch over an enum that misses a case.
print("this program must not run")
enum Cap { case butt, round, square }
func width(_ c: Cap) -> Double {
    switch c {
    case .butt: return 0
    case .round: return 1
    }
}
print(width(.square))

// expect error: switch must be exhaustive
