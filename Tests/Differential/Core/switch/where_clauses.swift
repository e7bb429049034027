// where clauses on enum patterns and bindings.
enum Reading { case temperature(Double), humidity(Int) }
let readings: [Reading] = [.temperature(-3), .temperature(21.5), .humidity(80), .humidity(30)]
for r in readings {
    switch r {
    case .temperature(let t) where t < 0: print("freezing", t)
    case .temperature(let t): print("temperature", t)
    case .humidity(let h) where h > 60: print("humid", h)
    case .humidity: print("dry")
    }
}

// expect: freezing -3.0
// expect: temperature 21.5
// expect: humid 80
// expect: dry
