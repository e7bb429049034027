// A nested type's name `Chart.Style` passed as a value is rejected at its start, as a bare name is.
print("this program must not run")
struct Chart {
    struct Style { var width = 1 }
    static let standard = Style()
}
print(Chart.standard.width)
print(Chart.Style)

// expect error: expected member name or initializer call after type name
