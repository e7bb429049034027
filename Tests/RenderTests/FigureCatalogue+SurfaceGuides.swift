import Canvas
import Foundation

extension FigureCatalogue {
    /// Issue 15's alignment and gauge items as cells: a custom guide in a frame and an overlay,
    /// standard guides passed up through stacks; a `GaugeStyle` of the program's own, watchOS's
    /// circular style and a shape sized by `.onGeometryChange`; a style's optional and marked
    /// value labels and gauges in their tint (run on Lang like the other cells).
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
    ]
}
