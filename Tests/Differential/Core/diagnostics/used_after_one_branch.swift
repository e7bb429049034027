// Definite initialisation follows the paths: a variable assigned on one branch only, or only in
// a loop's body, is not initialised after it; both branches of an if/else, every case of a
// switch, and a branch that returns instead are enough.
print("this program must not run")
enum Mode { case fill, stroke, both }
func width(_ mode: Mode, _ scale: Double, _ bold: Bool) -> Double {
    let base: Double
    switch mode {
    case .fill: base = 0
    case .stroke: base = 1
    case .both: base = 2
    }
    var factor: Double
    if bold { factor = 2 } else { factor = 1 }
    var extra: Double
    guard scale > 0 else { return 0 }
    if scale > 1 { extra = scale - 1 }
    var last: Double
    for step in 1...3 { last = Double(step) }
    return base * factor + extra + last
}
print(width(.fill, 2, true))

// expect error: variable 'extra' used before being initialized
