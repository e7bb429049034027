// Hand-written init(from:) and encode(to:) with keyed and single-value containers, decodeIfPresent and nested types.
import Foundation

struct Temperature: Codable {
    var celsius: Double

    init(celsius: Double) {
        self.celsius = celsius
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        celsius = try container.decode(Double.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(celsius)
    }
}

struct Reading: Codable {
    var station: String
    var temperature: Temperature
    var count: Int

    enum CodingKeys: String, CodingKey {
        case station, temperature = "temp", count
    }

    init(station: String, temperature: Temperature, count: Int) {
        self.station = station
        self.temperature = temperature
        self.count = count
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        station = try container.decode(String.self, forKey: .station).uppercased()
        temperature = try container.decode(Temperature.self, forKey: .temperature)
        count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(station, forKey: .station)
        try container.encode(temperature, forKey: .temperature)
        if count != 1 {
            try container.encode(count, forKey: .count)
        }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(Reading(station: "a1", temperature: Temperature(celsius: 21.5), count: 1)), encoding: .utf8)!)
print(String(data: try encoder.encode([Reading(station: "b", temperature: Temperature(celsius: -3), count: 4)]), encoding: .utf8)!)
let reading = try JSONDecoder().decode(Reading.self, from: #"{"station":"north","temp":12.25}"#.data(using: .utf8)!)
print(reading.station, reading.temperature.celsius, reading.count)
do {
    _ = try JSONDecoder().decode(Reading.self, from: #"{"station":"north","temp":"warm"}"#.data(using: .utf8)!)
} catch {
    print(error)
}

// expect: {"station":"a1","temp":21.5}
// expect: [{"count":4,"station":"b","temp":-3}]
// expect: NORTH 12.25 1
// expect: DecodingError.typeMismatch: expected value of type Double. Path: temp. Debug description: Expected to decode Double but found a string instead.
