// Double raw values.
enum Scale: Double {
    case half = 0.5
    case normal = 1
    case double = 2
}
print(Scale.half.rawValue, Scale.normal.rawValue, Scale.double.rawValue * 3)
print(Scale(rawValue: 2.0) == .double)

// expect: 0.5 1.0 6.0
// expect: true
