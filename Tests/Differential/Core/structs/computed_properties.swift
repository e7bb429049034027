// Computed properties with get and set.
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var isFreezing: Bool { celsius <= 0 }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit, t.isFreezing)
t.fahrenheit = 32
print(t.celsius, t.isFreezing)

// expect: 212.0 false
// expect: 0.0 true
