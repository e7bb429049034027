// Swift Charts: lines coloured by series from the palette, keyed by id:, in a view's body.
import Charts

struct Reading {
    let day: Int
    let temperature: Double
    let city: String
}

struct Temperatures: View {
    let readings = [Reading(day: 1, temperature: 12, city: "Oslo"), Reading(day: 2, temperature: 15, city: "Oslo"),
                    Reading(day: 1, temperature: 21, city: "Rome"), Reading(day: 2, temperature: 24, city: "Rome")]
    var body: some View {
        Chart(readings, id: \.day) { reading in
            LineMark(x: .value("Day", reading.day), y: .value("Temperature", reading.temperature))
                .foregroundStyle(by: .value("City", reading.city))
        }
        .chartYAxis(.hidden)
        .frame(width: 240, height: 160)
    }
}
Temperatures()
