import Canvas
import Foundation

extension FigureCatalogue {
    /// Issue 15's alignment and gauge items as cells: a custom guide in a frame and an overlay,
    /// standard guides passed up through stacks; a `GaugeStyle` of the program's own, watchOS's
    /// circular style and a shape sized by `.onGeometryChange`; a style's optional and marked
    /// value labels and gauges in their tint; a `GraphicsContext`'s scale, concatenated transform,
    /// clip, opacity, blend mode, shadow filter and text; `Form`, `NavigationView`, a horizontal
    /// `ScrollView` of a `LazyHGrid`, `ViewThatFits`, `AnyView` and `Group` (run on Lang like the
    /// other cells).
    static let surfaceGuideScripts: [ScriptEntry] = [
        ScriptEntry(name: "alignment-guides-frames-overlays", source: """
            struct Third: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
            }
            extension VerticalAlignment {
                static let third = VerticalAlignment(Third.self)
            }
            HStack(alignment: .top, spacing: 16) {
                Rectangle().fill(.blue).frame(width: 24, height: 30)
                    .frame(width: 60, height: 90, alignment: Alignment(horizontal: .leading, vertical: .third))
                    .background(Color.gray.opacity(0.3))
                Rectangle().fill(.gray).frame(width: 60, height: 90).alignmentGuide(.third) { _ in 72 }
                    .overlay(alignment: Alignment(horizontal: .center, vertical: .third)) {
                        Rectangle().fill(.red).frame(width: 20, height: 30)
                    }
                HStack(alignment: .center, spacing: 0) {
                    Rectangle().fill(.green).frame(width: 20, height: 20)
                    VStack(spacing: 0) {
                        Rectangle().fill(.orange).frame(width: 20, height: 40)
                        Rectangle().fill(.purple).frame(width: 20, height: 20)
                            .alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.center] }
                    }
                }
                VStack(alignment: .trailing, spacing: 0) {
                    Rectangle().fill(.teal).frame(width: 40, height: 20)
                    ZStack {
                        Rectangle().fill(.yellow).frame(width: 60, height: 20)
                        Rectangle().fill(.pink).frame(width: 20, height: 20).alignmentGuide(.trailing) { d in d[.trailing] }
                    }
                }
            }
            .padding()
            """),
        ScriptEntry(name: "gauge-style-geometry-change", source: """
            struct Speedometer: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ZStack {
                        Circle().trim(from: 0, to: 0.75).stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                            .rotationEffect(.degrees(135))
                        Circle().trim(from: 0, to: 0.75 * configuration.value).stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                            .rotationEffect(.degrees(135))
                        configuration.currentValueLabel.font(.system(size: 24, weight: .bold, design: .rounded))
                    }
                    .frame(width: 100, height: 100)
                }
            }
            struct SemiCircle: View {
                @State var size: CGSize?
                var body: some View {
                    Rectangle().fill(Color.clear)
                        .overlay(alignment: .top) {
                            if let size {
                                Ellipse().trim(from: 0.5, to: 1).size(width: size.width, height: size.height * 2).fill(.orange)
                            }
                        }
                        .onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { size = $0 }
                }
            }
            HStack(spacing: 24) {
                Gauge(value: 60, in: 0...100) { Text("km/h") } currentValueLabel: { Text("60") }
                    .gaugeStyle(Speedometer())
                Gauge(value: 23, in: 0...50) { Text("Speed") } currentValueLabel: { Text("23") }
                    .gaugeStyle(.circular)
                SemiCircle().frame(width: 100, height: 50)
            }
            .padding()
            """),
        ScriptEntry(name: "optional-views-gauge-tints", source: """
            struct Readout: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 4) {
                        Capsule().fill(.gray.opacity(0.3)).frame(width: 80, height: 8)
                            .overlay(alignment: .leading) { Capsule().fill(.teal).frame(width: 80 * configuration.value, height: 8) }
                        if let current = configuration.currentValueLabel {
                            current.font(.headline)
                        } else {
                            Text("—")
                        }
                        HStack(spacing: 6) { configuration.markedValueLabels }.font(.caption2)
                    }
                }
            }
            HStack(spacing: 20) {
                Gauge(value: 0.7) { Text("Fuel") } currentValueLabel: { Text("70") } markedValueLabels: {
                    Text("E").tag(0.0)
                    Text("½").tag(0.5)
                    Text("F").tag(1.0)
                }
                .gaugeStyle(Readout())
                Gauge(value: 0.3) { Text("Oil") }.gaugeStyle(Readout())
                Gauge(value: 0.6) { Text("Speed") } currentValueLabel: { Text("60") }
                    .gaugeStyle(CircularGaugeStyle(tint: Gradient(colors: [.green, .yellow, .red])))
                Gauge(value: 0.4) { Text("Load") } currentValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.orange)
            }
            .padding()
            """),
        ScriptEntry(name: "canvas-context-state", source: """
            Canvas { context, size in
                var scaled = context
                scaled.scaleBy(x: 1.5, y: 1)
                scaled.fill(Path(ellipseIn: CGRect(x: 6, y: 10, width: 40, height: 40)), with: .color(.blue))
                var turned = context
                turned.concatenate(CGAffineTransform(translationX: 110, y: 12))
                turned.transform = turned.transform.rotated(by: .pi / 8)
                turned.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .color(.orange))
                var clipped = context
                clipped.clip(to: Path(ellipseIn: CGRect(x: 170, y: 5, width: 50, height: 50)))
                clipped.fill(Path(CGRect(x: 160, y: 0, width: 80, height: 35)), with: .color(.green))
                var faded = context
                faded.opacity = 0.5
                faded.blendMode = .multiply
                faded.fill(Path(CGRect(x: 30, y: 40, width: 60, height: 40)), with: .color(.red))
                var shadowed = context
                shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 3, x: 2, y: 2))
                shadowed.fill(Path(roundedRect: CGRect(x: 100, y: 62, width: 50, height: 25), cornerRadius: 6), with: .color(.purple))
                context.draw(Text("Canvas").font(.caption), in: CGRect(x: 170, y: 66, width: 60, height: 20))
            }
            .frame(width: 240, height: 100)
            """),
        ScriptEntry(name: "containers-form-scroll-fits", source: """
            HStack(alignment: .top, spacing: 12) {
                NavigationView {
                    Form {
                        Section("Account") {
                            Text("Name")
                            Toggle("On", isOn: .constant(true))
                        }
                    }
                    .navigationTitle("Form")
                }
                .frame(width: 220, height: 220)
                VStack(spacing: 8) {
                    ScrollView(.horizontal) {
                        LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
                            ForEach(0..<6) { _ in Color.teal.frame(width: 20) }
                        }
                    }
                    .frame(width: 120, height: 50)
                    ViewThatFits {
                        Text("A line far too long to fit here")
                        Text("Short")
                    }
                    .frame(width: 80)
                    AnyView(Circle().fill(.pink)).frame(width: 30, height: 30)
                    Group {
                        EmptyView()
                        Text("Group")
                    }
                }
            }
            .padding()
            """),
    ]
}
