import Canvas
import Foundation

extension FigureCatalogue {
    /// A figure that starts as a Shapebook cell: its source is kept so the gallery can show it.
    struct ScriptEntry: Sendable {
        var name: String
        var source: String
        /// Why rsvg-convert draws this figure differently at the PNG's size, if it does.
        var knownDifference: RSVGDifference? = nil
    }

    /// rsvg-convert's own anti-aliasing: cairo samples coverage on a grid of 15 sub-scanlines and
    /// flattens curves at 0.1 px, so near-horizontal stretches of curved edges come out up to
    /// ~20/255 lighter (convex) or darker (concave) than the exact area. On
    /// `foreground-style-shapes` (long curved outlines for its size) rsvg 2.54.7 at the PNG's size
    /// has 0.111% of pixels off by > 16/255 (bound 0.15%); at 4× the size, box-filtered down,
    /// none (2026-11-25).
    static let rsvgSampling = RSVGDifference(reason: """
        rsvg's sampled anti-aliasing (15 sub-scanlines, 0.1 px flattening) is up to ~20/255 from \
        exact area on curved edges
        """, farOffFraction: 0.0015)

    /// Views written as cells: text, stacks with alignment and spacing, frames, padding,
    /// background and overlay, border, clipShape, rotation, scale, opacity, gradients and image
    /// paints. Each is run through a language session (Language → Canvas → Render).
    static let viewScripts: [ScriptEntry] = [
        ScriptEntry(name: "text-styles", source: """
            VStack(alignment: .leading, spacing: 4) {
                Text("Large Title").font(.largeTitle)
                Text("Title").font(.title)
                Text("Headline").font(.headline)
                Text("Body text in the default font").font(.body)
                Text("Footnote").font(.footnote)
                Text("Caption 2").font(.caption2)
            }
            .fixedSize()
            .padding()
            """),
        ScriptEntry(name: "text-weights-colours", source: """
            HStack(spacing: 12) {
                Text("Bold").bold()
                Text("Italic").italic()
                Text("Red").foregroundColor(.red)
                Text("Size 24").font(.system(size: 24, weight: .heavy))
            }
            .padding()
            """),
        ScriptEntry(name: "text-wrapped-centred", source: """
            Text("The quick brown fox jumps over the lazy dog, and then over the lazy cat")
                .multilineTextAlignment(.center)
                .frame(width: 160)
                .padding()
                .background(Color(.systemGray5))
            """),
        ScriptEntry(name: "text-gradient", source: """
            Text("Gradient")
                .font(.system(size: 44, weight: .bold))
                .foregroundStyle(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing))
                .padding(8)
            """),
        ScriptEntry(name: "vstack-alignments", source: """
            HStack(alignment: .top, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    Rectangle().fill(.blue).frame(width: 60, height: 20)
                    Rectangle().fill(.orange).frame(width: 30, height: 20)
                    Text("leading").font(.caption)
                }
                .border(.gray)
                VStack(alignment: .center, spacing: 4) {
                    Rectangle().fill(.blue).frame(width: 60, height: 20)
                    Rectangle().fill(.orange).frame(width: 30, height: 20)
                    Text("center").font(.caption)
                }
                .border(.gray)
                VStack(alignment: .trailing, spacing: 4) {
                    Rectangle().fill(.blue).frame(width: 60, height: 20)
                    Rectangle().fill(.orange).frame(width: 30, height: 20)
                    Text("trailing").font(.caption)
                }
                .border(.gray)
            }
            .padding()
            """),
        ScriptEntry(name: "hstack-alignment-spacing", source: """
            VStack(spacing: 12) {
                HStack(alignment: .bottom, spacing: 12) {
                    Circle().fill(.red).frame(width: 30, height: 30)
                    Capsule().fill(.green).frame(width: 50, height: 60)
                    RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 40, height: 45)
                    Text("bottom")
                }
                HStack(alignment: .top) {
                    Circle().fill(.red).frame(width: 30, height: 30)
                    Capsule().fill(.green).frame(width: 50, height: 60)
                    RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 40, height: 45)
                    Text("top, default spacing")
                }
            }
            .padding()
            """),
        ScriptEntry(name: "zstack-alignment", source: """
            ZStack(alignment: .bottomTrailing) {
                Rectangle().fill(.yellow).frame(width: 160, height: 110)
                Circle().fill(.blue).frame(width: 60, height: 60)
                Text("ZStack").font(.headline).padding(4)
            }
            .padding()
            """),
        ScriptEntry(name: "spacer-in-stacks", source: """
            VStack(spacing: 0) {
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
                .padding(8)
                .background(Color(.systemGray5))
                Spacer(minLength: 30)
                HStack {
                    Spacer()
                    Circle().fill(.mint).frame(width: 40, height: 40)
                }
            }
            .frame(width: 220, height: 140)
            """),
        ScriptEntry(name: "frames-and-padding", source: """
            HStack(spacing: 10) {
                Text("top leading")
                    .frame(width: 110, height: 70, alignment: .topLeading)
                    .background(Color.mint)
                Text("bottom trailing")
                    .frame(width: 110, height: 70, alignment: .bottomTrailing)
                    .background(Color.cyan)
            }
            .padding(EdgeInsets(top: 30, leading: 10, bottom: 10, trailing: 20))
            .background(Color.teal.opacity(0.3))
            """),
        ScriptEntry(name: "background-overlay", source: """
            Circle()
                .fill(.indigo)
                .frame(width: 110, height: 110)
                .overlay(Text("42").font(.largeTitle).foregroundColor(.white))
                .overlay(Circle().fill(.yellow).frame(width: 24, height: 24), alignment: .topTrailing)
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 16).fill(Color(.systemGray5)))
                .padding()
            """),
        ScriptEntry(name: "border-and-stroke-border", source: """
            HStack(spacing: 16) {
                Text("Bordered").padding().border(Color.red, width: 3)
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(.blue, style: StrokeStyle(lineWidth: 6, dash: [10, 5]))
                    .frame(width: 80, height: 60)
                Circle().strokeBorder(.green, lineWidth: 8).frame(width: 60, height: 60)
            }
            .padding()
            """, knownDifference: rsvgSampling),
        ScriptEntry(name: "clip-shapes", source: """
            HStack(spacing: 12) {
                LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom)
                    .frame(width: 80, height: 80)
                    .clipShape(Circle())
                Rectangle().fill(.blue)
                    .frame(width: 80, height: 80)
                    .clipShape(RoundedRectangle(cornerRadius: 20))
                Color.orange
                    .frame(width: 80, height: 80)
                    .clipShape(Star(points: 6, innerRatio: 0.5))
            }
            .padding()
            """),
        ScriptEntry(name: "rotation-effect", source: """
            ZStack {
                ForEach(0..<6, id: \\.self) { i in
                    Capsule()
                        .fill(Color.orange.opacity(0.45))
                        .frame(width: 140, height: 30)
                        .rotationEffect(.degrees(Double(i) * 30))
                }
                Text("rotated").rotationEffect(.degrees(-20))
            }
            .frame(width: 160, height: 160)
            """),
        ScriptEntry(name: "rotation-anchor", source: """
            ZStack(alignment: .topLeading) {
                ForEach(0..<4, id: \\.self) { i in
                    Rectangle()
                        .stroke(.purple, lineWidth: 3)
                        .frame(width: 80, height: 50)
                        .rotationEffect(.degrees(Double(i) * 15), anchor: .topLeading)
                }
            }
            .padding(EdgeInsets(top: 10, leading: 40, bottom: 60, trailing: 10))
            """),
        ScriptEntry(name: "scale-effect-uniform", source: """
            HStack(spacing: 30) {
                Star(points: 5).fill(.pink).frame(width: 50, height: 50).scaleEffect(1.5)
                Star(points: 5).stroke(.pink, lineWidth: 3).frame(width: 50, height: 50).scaleEffect(0.6, anchor: .bottom)
                Text("scaled").scaleEffect(2)
            }
            .padding(30)
            """),
        ScriptEntry(name: "scale-effect-non-uniform-strokes", source: """
            HStack(spacing: 50) {
                Circle().stroke(.blue, lineWidth: 6)
                    .frame(width: 60, height: 60)
                    .scaleEffect(x: 2, y: 0.75)
                RoundedRectangle(cornerRadius: 10)
                    .stroke(.red, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [10, 8]))
                    .frame(width: 50, height: 50)
                    .scaleEffect(x: 0.5, y: 1.6)
                Star(points: 5).stroke(.green, style: StrokeStyle(lineWidth: 4, lineJoin: .miter))
                    .frame(width: 60, height: 60)
                    .scaleEffect(x: 1.5, y: 0.8)
                    .rotationEffect(.degrees(20))
            }
            .padding(40)
            """),
        ScriptEntry(name: "scale-effect-non-uniform-gradients", source: """
            HStack(spacing: 40) {
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .red, .purple], center: .center, startRadius: 0, endRadius: 40))
                    .frame(width: 80, height: 80)
                    .scaleEffect(x: 1.6, y: 0.7)
                Rectangle()
                    .fill(LinearGradient(colors: [.blue, .mint], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 70, height: 70)
                    .scaleEffect(x: 0.6, y: 1.4)
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                    .frame(width: 80, height: 80)
                    .scaleEffect(x: 1.5, y: 0.75)
                    .rotationEffect(.degrees(30))
            }
            .padding(40)
            """),
        ScriptEntry(name: "opacity-groups", source: """
            HStack(spacing: 20) {
                ZStack {
                    Circle().fill(.red).frame(width: 70, height: 70).offset(x: -15)
                    Circle().fill(.blue).frame(width: 70, height: 70).offset(x: 15)
                }
                .compositingGroup()
                .opacity(0.5)
                ZStack {
                    Circle().fill(Color.red.opacity(0.5)).frame(width: 70, height: 70).offset(x: -15)
                    Circle().fill(Color.blue.opacity(0.5)).frame(width: 70, height: 70).offset(x: 15)
                }
            }
            .padding()
            """),
        ScriptEntry(name: "gradient-views", source: """
            HStack(spacing: 8) {
                LinearGradient(colors: [.red, .orange, .yellow], startPoint: .top, endPoint: .bottom)
                RadialGradient(colors: [.white, .blue], center: .center, startRadius: 5, endRadius: 45)
                AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                LinearGradient(gradient: Gradient(colors: [.black, .gray, .white]), startPoint: .leading, endPoint: .trailing)
            }
            .frame(width: 360, height: 90)
            .padding(10)
            """),
        ScriptEntry(name: "image-paint", source: """
            HStack(spacing: 16) {
                Circle()
                    .fill(ImagePaint(image: Image(path: "$TILES/quadrants.png"), scale: 2))
                    .frame(width: 100, height: 100)
                RoundedRectangle(cornerRadius: 16)
                    .fill(.image(Image(path: "$TILES/quadrants.png")))
                    .frame(width: 100, height: 100)
                Star(points: 5)
                    .stroke(ImagePaint(image: Image(path: "$TILES/quadrants.png"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 3),
                            lineWidth: 12)
                    .frame(width: 100, height: 100)
            }
            .padding()
            """),
        ScriptEntry(name: "image-paint-transformed", source: """
            HStack(spacing: 40) {
                Rectangle()
                    .fill(ImagePaint(image: Image(path: "$TILES/quadrants.png"), scale: 2).opacity(0.8))
                    .frame(width: 64, height: 64)
                    .scaleEffect(x: 1.5, y: 0.75)
                Circle()
                    .stroke(ImagePaint(image: Image(path: "$TILES/quadrants.png"), scale: 2), lineWidth: 16)
                    .frame(width: 64, height: 64)
                    .scaleEffect(x: 0.75, y: 1.5)
            }
            .padding(30)
            """),
        ScriptEntry(name: "image-view-rotated", source: """
            HStack(spacing: 30) {
                Image(path: "$TILES/quadrants.png").resizable().frame(width: 64, height: 64)
                Image(path: "$TILES/quadrants.png").resizable().frame(width: 64, height: 64)
                    .rotationEffect(.degrees(90))
                Image(path: "$TILES/quadrants.png").resizable().frame(width: 64, height: 64)
                    .scaleEffect(x: -1, y: 1)
            }
            .padding(20)
            """),
        ScriptEntry(name: "foreground-style-shapes", source: """
            HStack {
                Circle()
                Rectangle()
                Capsule().stroke(lineWidth: 4)
                Ellipse().foregroundColor(.orange)
            }
            .foregroundColor(.green)
            .frame(width: 300, height: 60)
            .padding()
            """, knownDifference: rsvgSampling),
    ]
}
