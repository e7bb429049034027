// Points on two numeric axes, both from zero to a nice tick.
import SwiftUI
import Charts

struct Measure: Identifiable {
    let id: Int
    let weight: Double
    let height: Double
}

let measures = [Measure(id: 1, weight: 2.5, height: 40), Measure(id: 2, weight: 4, height: 55),
                Measure(id: 3, weight: 5.5, height: 62), Measure(id: 4, weight: 7, height: 71)]

Chart(measures) { measure in
    PointMark(x: .value("Weight", measure.weight), y: .value("Height", measure.height))
}
.frame(width: 300, height: 200)
.padding()
