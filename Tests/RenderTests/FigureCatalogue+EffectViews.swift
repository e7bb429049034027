import Canvas
import Foundation

extension FigureCatalogue {
    /// Effects, masks, Canvas views and shape styles written as cells (SwiftUI code as a user
    /// types it), run through a session.
    static let effectViewScripts: [ScriptEntry] = [
        ScriptEntry(name: "effects-card-shadow", source: """
            VStack(alignment: .leading, spacing: 6) {
                Text("Shadow").font(.headline)
                Text("applied to each leaf").font(.caption)
            }
            .padding()
            .background(Color.white)
            .shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 3)
            .padding(12)
            """),
        ScriptEntry(name: "effects-compositing-group", source: """
            HStack(spacing: 24) {
                ZStack {
                    RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 80, height: 56)
                    Text("leaves").font(.headline).foregroundStyle(.white)
                }
                .opacity(0.6)
                ZStack {
                    RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 80, height: 56)
                    Text("group").font(.headline).foregroundStyle(.white)
                }
                .compositingGroup()
                .opacity(0.6)
                HStack(spacing: -16) {
                    Capsule().fill(.mint).frame(width: 56, height: 32)
                    Capsule().fill(.indigo).frame(width: 56, height: 32)
                }
                .compositingGroup()
                .shadow(color: .purple, radius: 3, x: 4, y: 4)
            }
            .padding()
            """),
        ScriptEntry(name: "effects-blur-and-colour", source: """
            HStack(spacing: 10) {
                Star(points: 5).fill(.orange).frame(width: 60, height: 60).blur(radius: 3)
                Circle().fill(.linearGradient(colors: [.pink, .yellow], startPoint: .top, endPoint: .bottom))
                    .frame(width: 60, height: 60).hueRotation(.degrees(120))
                Circle().fill(.linearGradient(colors: [.pink, .yellow], startPoint: .top, endPoint: .bottom))
                    .frame(width: 60, height: 60).grayscale(1)
                Circle().fill(.linearGradient(colors: [.pink, .yellow], startPoint: .top, endPoint: .bottom))
                    .frame(width: 60, height: 60).colorInvert().brightness(0.1).contrast(1.2).saturation(1.5)
            }
            .padding()
            """, knownDifference: rsvgSampling),
        ScriptEntry(name: "effects-blend-mode", source: """
            ZStack {
                Rectangle().fill(.linearGradient(colors: [.yellow, .teal], startPoint: .leading, endPoint: .trailing))
                HStack(spacing: -20) {
                    Circle().fill(.red).blendMode(.multiply)
                    Circle().fill(.blue).blendMode(.screen)
                    Circle().fill(.green).blendMode(.difference)
                }
                .padding(10)
            }
            .frame(width: 240, height: 90)
            """),
        ScriptEntry(name: "effects-mask", source: """
            LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing)
                .frame(width: 220, height: 70)
                .mask {
                    Text("Masked").font(.system(size: 46, weight: .bold))
                }
                .padding(8)
            """),
        ScriptEntry(name: "effects-canvas", source: """
            Canvas { context, size in
                let frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
                context.fill(Path(roundedRect: frame.insetBy(dx: 4, dy: 4), cornerRadius: 12),
                             with: .linearGradient(Gradient(colors: [.mint, .blue]), startPoint: .zero,
                                                   endPoint: CGPoint(x: size.width, y: size.height)))
                for i in 0..<6 {
                    var petal = context
                    petal.translateBy(x: size.width / 2, y: size.height / 2)
                    petal.rotate(by: .degrees(Double(i) * 60))
                    petal.opacity = 0.8
                    petal.fill(Path(ellipseIn: CGRect(x: 8, y: -10, width: 44, height: 20)), with: .color(.white))
                }
                context.draw(Text("Canvas").font(.headline), at: CGPoint(x: size.width / 2, y: size.height - 16))
            }
            .frame(width: 160, height: 150)
            """),
        ScriptEntry(name: "effects-canvas-metaballs", source: """
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .indigo))
                context.addFilter(.blur(radius: 8))
                context.drawLayer { layer in
                    for (x, y, r) in [(50.0, 60.0, 28.0), (95.0, 70.0, 22.0), (75.0, 105.0, 18.0)] {
                        layer.fill(Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), with: .color(.black))
                    }
                }
            }
            .frame(width: 150, height: 150)
            """),
        ScriptEntry(name: "effects-shape-styles", source: """
            VStack(spacing: 14) {
                HStack(spacing: 12) {
                    Circle().fill(.radialGradient(stops: [.init(color: .white, location: 0), .init(color: .blue, location: 0.8)],
                                                  center: .center, startRadius: 0, endRadius: 30))
                    Rectangle().fill(.conicGradient(Gradient(colors: [.red, .yellow, .green, .blue, .red]), center: .center))
                    Rectangle().fill(.ellipticalGradient(colors: [.yellow, .purple])).frame(width: 100)
                }
                .frame(height: 56)
                HStack(spacing: 18) {
                    RoundedRectangle(cornerRadius: 10).fill(.orange.shadow(.drop(radius: 3, x: 2, y: 3))).frame(width: 60, height: 40)
                    RoundedRectangle(cornerRadius: 10).fill(.teal.shadow(.inner(radius: 3, x: 2, y: 3))).frame(width: 60, height: 40)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Primary")
                        Text("Secondary").foregroundStyle(.secondary)
                        Text("Tertiary").foregroundStyle(.tertiary)
                    }
                    .font(.caption)
                    .foregroundStyle(.indigo)
                }
            }
            .padding()
            """),
        ScriptEntry(name: "effects-ink-shows", source: """
            HStack(spacing: 20) {
                Circle().stroke(.blue, lineWidth: 12).frame(width: 60, height: 60)
                Rectangle().fill(.orange).frame(width: 50, height: 50).rotationEffect(.degrees(30))
                Circle().stroke(.red, lineWidth: 12).frame(width: 60, height: 60).clipped()
            }
            """,
            // Four long curved edges (two 12-point rings) in a small figure: rsvg 2.54.7 at the PNG's
            // size has 0.211% of pixels off by > 16/255 (bound 0.3%); at 4× it agrees (2026-11-25).
            knownDifference: RSVGDifference(reason: rsvgSampling.reason, farOffFraction: 0.003)),
    ]
}
