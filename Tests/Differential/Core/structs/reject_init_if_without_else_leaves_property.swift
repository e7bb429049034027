// A property set only in an `if` without `else` is not set on every path to the end of the
// initialiser.
print("this program must not run")
struct Gauge {
    var level: Int
    init(reading: Int) {
        if reading > 0 { level = reading }
    }
}
print(Gauge(reading: 3).level)

// expect error: return from initializer without initializing all stored properties
