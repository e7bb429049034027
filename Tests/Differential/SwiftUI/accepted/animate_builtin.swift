// Shapebook's animate, with a SwiftUI Animation and with explicit timing.
animate(.easeInOut(duration: 1).repeatForever(autoreverses: true), fps: 15) { t in
    Morph(from: Circle(), to: Star(points: 5, cornerRadius: 8), progress: t)
        .fill(.orange)
        .frame(width: 120, height: 120)
}
let spin = animate(duration: 2, fps: 20, autoreverses: false, curve: .linear) { t in
    Rectangle().rotationEffect(.degrees(360 * t)).frame(width: 40, height: 40)
}
display(spin)
save(spin, to: "spin.svg")
animate(from: Circle(), to: Heart())
