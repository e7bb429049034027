// Lines on a numeric X axis, one per city, coloured from the palette, with a legend below.
import SwiftUI
import Charts

struct Reading: Identifiable {
    let id: Int
    let day: Int
    let temperature: Double
    let city: String
}

let readings = [
    Reading(id: 1, day: 1, temperature: 12, city: "Oslo"), Reading(id: 2, day: 2, temperature: 15, city: "Oslo"),
    Reading(id: 3, day: 3, temperature: 11, city: "Oslo"), Reading(id: 4, day: 4, temperature: 17, city: "Oslo"),
    Reading(id: 5, day: 1, temperature: 21, city: "Rome"), Reading(id: 6, day: 2, temperature: 24, city: "Rome"),
    Reading(id: 7, day: 3, temperature: 22, city: "Rome"), Reading(id: 8, day: 4, temperature: 27, city: "Rome"),
]

Chart(readings) { reading in
    LineMark(x: .value("Day", reading.day), y: .value("Temperature", reading.temperature))
        .foregroundStyle(by: .value("City", reading.city))
}
.frame(width: 300, height: 200)
.padding()
