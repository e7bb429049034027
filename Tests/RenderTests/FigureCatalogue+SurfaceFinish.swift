import Canvas
import Foundation

extension FigureCatalogue {
    /// Issue 15's last items as cells: a stroked shape filled, iOS 17 fill/stroke chains, a
    /// custom `AlignmentID` through nested stacks, text on its first and last baselines, and
    /// gauges in the accessory styles (run on Lang like the other cells).
    static let surfaceFinishScripts: [ScriptEntry] = [
        ScriptEntry(name: "shape-view-chains", source: """
            HStack(spacing: 16) {
                Circle().stroke(lineWidth: 10).fill(.red).frame(width: 70, height: 70)
                Circle().stroke(.blue, lineWidth: 10).fill(.yellow).frame(width: 70, height: 70)
                Capsule().fill(.yellow).stroke(.blue, lineWidth: 8).stroke(.red, lineWidth: 2).frame(width: 80, height: 50)
                Circle().stroke(lineWidth: 12).stroke(.green, lineWidth: 2).frame(width: 70, height: 70)
            }
            .padding()
            """),
        ScriptEntry(name: "custom-alignment-baselines", source: """
            struct MidAccent: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
            }
            extension VerticalAlignment {
                static let midAccent = VerticalAlignment(MidAccent.self)
            }
            VStack(spacing: 16) {
                HStack(alignment: .midAccent, spacing: 10) {
                    Rectangle().fill(.blue).frame(width: 40, height: 80)
                    VStack(spacing: 4) {
                        Rectangle().fill(.red).frame(width: 40, height: 20)
                            .alignmentGuide(.midAccent) { d in d[VerticalAlignment.center] }
                        Rectangle().fill(.gray).frame(width: 40, height: 20)
                    }
                    Rectangle().fill(.green).frame(width: 40, height: 30).alignmentGuide(.midAccent) { d in d[.top] }
                }
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text("Big").font(.largeTitle)
                    Text("small").font(.caption)
                    Rectangle().fill(.orange).frame(width: 16, height: 16)
                    Text("two\\nlines")
                }
                HStack(alignment: .lastTextBaseline, spacing: 6) {
                    Text("Big").font(.largeTitle)
                    Text("two\\nlines")
                }
            }
            .padding()
            """),
        ScriptEntry(name: "gauge-styles", source: """
            HStack(spacing: 20) {
                Gauge(value: 42, in: 0...100) { Text("Speed") } currentValueLabel: { Text("42") }
                    .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 42, in: 0...100) { Text("Speed") } currentValueLabel: { Text("42") }
                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                    .gaugeStyle(.accessoryCircular)
                VStack(spacing: 12) {
                    Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40%") }.gaugeStyle(.accessoryLinearCapacity)
                    Gauge(value: 0.7) { Text("Level") }.gaugeStyle(.accessoryLinear)
                }
                .frame(width: 140)
            }
            .padding()
            """),
    ]
}
