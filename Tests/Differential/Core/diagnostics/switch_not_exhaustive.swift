// A switch over an enum that forgets a case.
print("this program must not run")
enum Corner { case topLeft, topRight, bottomLeft, bottomRight }
func name(_ corner: Corner) -> String {
    switch corner {
    case .topLeft: return "TL"
    case .topRight: return "TR"
    case .bottomLeft: return "BL"
    }
}
print(name(.topLeft))

// expect error: switch must be exhaustive
